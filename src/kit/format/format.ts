/** How list rows show the server's ISO times (local wall time as the server wrote it, no zone shift). */
export const dateText = (iso: string): string => iso.slice(0, 10)
export const dateTimeText = (iso: string): string => iso.slice(0, 16).replace('T', ' ')
