import type { Rule } from 'eslint'

export function layerOf(file: string): string | null
export function allowed(from: string, to: string | null): boolean
export const importBoundaries: Rule.RuleModule
