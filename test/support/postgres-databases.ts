import { randomBytes } from 'node:crypto'
import pg from 'pg'

/**
 * A new database on the PostgreSQL at DATABASE_URL, and its removal: empty (no migrations), or
 * a copy of `template` (CREATE DATABASE … TEMPLATE copies its files, schema and rows at once).
 */
export async function newPostgresDatabase(template?: string): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL')
  const name = `test_${randomBytes(6).toString('hex')}`
  await adminQuery(adminUrl, template ? `create database ${name} template ${template}` : `create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { name, url: url.toString(), drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) }
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}
