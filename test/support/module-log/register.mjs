// Loaded with `--import` into a server process (see module-log.ts): records every module it imports.
import { register } from 'node:module'

register('./hooks.mjs', import.meta.url)
