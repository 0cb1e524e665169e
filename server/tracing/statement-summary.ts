// What a database span says about its statement: the first keyword and the table it works on,
// as the schema names them. Never the text: a statement written with sql.raw may hold a value,
// and its parameters always do.

export type StatementSummary = { operation: string; table?: string }

// Quoted identifiers, string literals (skipped whole, so nothing in them is read as a keyword),
// parentheses, words.
const TOKEN = /"(?:[^"]|"")*"|'(?:[^']|'')*'|[()]|[a-z_][a-z0-9_$]*|\S/gi
const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/
// The word before a statement's table, outside any subquery or CTE body.
const BEFORE_TABLE = new Set(['from', 'into', 'update', 'table'])

export function describeStatement(sql: string): StatementSummary {
  const tokens = sql.match(TOKEN) ?? []
  const first = tokens[0]?.toUpperCase() ?? ''
  const operation = /^[A-Z]{2,20}$/.test(first) ? first : 'SQL'
  let depth = 0
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? ''
    if (token === '(') depth++
    else if (token === ')') depth--
    else if (depth === 0 && BEFORE_TABLE.has(token.toLowerCase())) {
      const table = tableAt(tokens, i + 1)
      if (table) return { operation, table }
    }
  }
  return { operation }
}

/** The table named at `index`: `users`, `"users"` or `"schema"."users"`. */
function tableAt(tokens: string[], index: number): string | undefined {
  const name = tokens[index + 1] === '.' ? tokens[index + 2] : tokens[index]
  const unquoted = name?.replace(/^"(.*)"$/, '$1')
  return unquoted !== undefined && IDENTIFIER.test(unquoted) ? unquoted : undefined
}
