import { database } from './on-demand'

const KEY = 'company-configs'

export async function saveConfigs(configs: Record<string, unknown>): Promise<void> {
  await (await database()).configs.put({ key: KEY, value: configs, savedAt: Date.now() })
}

export async function cachedConfigs(): Promise<Record<string, unknown> | null> {
  const record = await (await database()).configs.get(KEY)
  return (record?.value as Record<string, unknown> | undefined) ?? null
}
