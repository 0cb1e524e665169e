import { describe, expect, it } from 'vitest'
import { parseFaq } from '../../src/features/support/faq'

describe('the FAQ text from company configs', () => {
  it('splits each line into its question and answer', () => {
    expect(parseFaq('Can I repay early? Yes, at any time.\nHow long? Seconds.')).toEqual([
      { question: 'Can I repay early?', answer: 'Yes, at any time.' },
      { question: 'How long?', answer: 'Seconds.' },
    ])
  })

  it('keeps a line without a question as plain text, and skips blank lines', () => {
    expect(parseFaq('Welcome.\n\n  \nWhy? Because.')).toEqual([
      { question: null, answer: 'Welcome.' },
      { question: 'Why?', answer: 'Because.' },
    ])
  })

  it('treats markup as text: nothing is ever rendered as HTML', () => {
    expect(parseFaq('<b>Hi</b>?<script>x</script>')).toEqual([{ question: '<b>Hi</b>?', answer: '<script>x</script>' }])
  })

  it('understands a full-width question mark', () => {
    expect(parseFaq('可以提前还款吗？可以。')).toEqual([{ question: '可以提前还款吗？', answer: '可以。' }])
  })
})
