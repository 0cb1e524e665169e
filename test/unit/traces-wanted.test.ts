import { describe, expect, it } from 'vitest'
import { readEnv } from '../../server/env'
import { tracesWanted } from '../../server/tracing/tracing'

describe('whether the server exports traces', () => {
  it('follows OpenTelemetry\'s own variables: an OTLP endpoint turns them on', () => {
    expect(tracesWanted(readEnv({}))).toBe(false)
    expect(tracesWanted(readEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }))).toBe(true)
    expect(tracesWanted(readEnv({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' }))).toBe(true)
    expect(readEnv({}).OTEL_SERVICE_NAME).toBe('jackey-api')
  })

  it('stays off when the SDK is disabled or the traces exporter is none, whatever the endpoint', () => {
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }
    expect(tracesWanted(readEnv({ ...endpoint, OTEL_SDK_DISABLED: 'true' }))).toBe(false)
    expect(tracesWanted(readEnv({ ...endpoint, OTEL_TRACES_EXPORTER: 'none' }))).toBe(false)
  })
})
