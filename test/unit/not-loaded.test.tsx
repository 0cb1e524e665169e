// @vitest-environment happy-dom
// What a screen shows until its data is there: the loading blocks, then the error with Try again.
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { activateLocale, i18n } from '../../src/i18n/i18n'
import { NetworkError } from '../../src/api/network-error'
import { NotLoaded } from '../../src/ui/not-loaded'

beforeAll(() => activateLocale('en'))
afterEach(cleanup)

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>

describe('NotLoaded', () => {
  it('shows grey blocks while loading, and no error', () => {
    render(<NotLoaded error={undefined} loading reload={async () => undefined} count={3} />, { wrapper })
    expect(screen.getByLabelText('Loading').children).toHaveLength(3)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says why loading failed and loads again on Try again, with the blocks back while it does', () => {
    let reloads = 0
    const reload = async () => void (reloads += 1)
    const error = new NetworkError(null)
    const { rerender } = render(<NotLoaded error={error} loading={false} reload={reload} />, { wrapper })
    expect(screen.getByRole('alert').textContent).toContain('No connection')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(reloads).toBe(1)
    rerender(<NotLoaded error={error} loading reload={reload} />)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByLabelText('Loading')).toBeTruthy()
  })
})
