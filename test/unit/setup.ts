import 'fake-indexeddb/auto'
import { configure } from '@testing-library/dom'

// waitFor's default second is shorter than one answer of the real server on a two-core machine
// running two test files at once; it returns as soon as the state is reached.
configure({ asyncUtilTimeout: 10_000 })
