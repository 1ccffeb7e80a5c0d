export function preparePullDown(): void {}
