/**
 * Reading a stop's commentary aloud where the device can (the browser's speech synthesis, in
 * Chinese or the interface language); elsewhere (the mini-program has no built-in voice) the page
 * shows the text and says so.
 */
interface Speech {
  speak(u: unknown): void
  cancel(): void
}

function synthesis(): { speech: Speech; Utterance: new (text: string) => { lang: string; onend: (() => void) | null } } | undefined {
  const g = globalThis as unknown as {
    speechSynthesis?: Speech
    SpeechSynthesisUtterance?: new (text: string) => { lang: string; onend: (() => void) | null }
  }
  return g.speechSynthesis && g.SpeechSynthesisUtterance ? { speech: g.speechSynthesis, Utterance: g.SpeechSynthesisUtterance } : undefined
}

export const canSpeak = (): boolean => synthesis() !== undefined

/** Starts reading `text`; `onEnd` when it finishes. False when the device cannot read aloud. */
export function speak(text: string, lang: string, onEnd: () => void): boolean {
  const s = synthesis()
  if (!s) return false
  s.speech.cancel()
  const utterance = new s.Utterance(text)
  utterance.lang = lang === 'zh' ? 'zh-CN' : lang
  utterance.onend = onEnd
  s.speech.speak(utterance)
  return true
}

export function stopSpeaking(): void {
  synthesis()?.speech.cancel()
}
