// The lender's FAQ is plain text, one question and its answer per line:
// "Can I repay early? Yes, at any time." Never HTML.

export type FaqEntry = { question: string | null; answer: string }

export function parseFaq(text: string): FaqEntry[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      // The first question mark (Latin or full-width) ends the question, when an answer follows it.
      const match = /^(.+?[?？])\s*(\S.*)$/u.exec(line)
      return match?.[1] && match[2] ? { question: match[1], answer: match[2] } : { question: null, answer: line }
    })
}
