// The face detector and recogniser, loaded once per process on first use: @vladmandic/face-api on
// TensorFlow.js's WebAssembly backend, with the weights and the .wasm files read from the installed
// packages, so nothing is downloaded at install or at run time (tfjs-node would download libtensorflow).
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type * as TfModule from '@tensorflow/tfjs'
import type * as TfWasm from '@tensorflow/tfjs-backend-wasm'
import type * as FaceApiModule from '@vladmandic/face-api'

const require = createRequire(import.meta.url)

type Tf = typeof TfModule
type FaceApi = typeof FaceApiModule
export type FaceModel = { tf: Tf; faceapi: FaceApi }

let loading: Promise<FaceModel> | null = null

export function faceModel(): Promise<FaceModel> {
  loading ??= load().catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}

async function load(): Promise<FaceModel> {
  const tf = require('@tensorflow/tfjs') as Tf
  const wasm = require('@tensorflow/tfjs-backend-wasm') as typeof TfWasm
  // The node-wasm build shares the tfjs instance above rather than bundling its own.
  const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi
  wasm.setWasmPaths(`${dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'))}/`)
  await tf.setBackend('wasm')
  await tf.ready()
  const models = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'model')
  await faceapi.nets.ssdMobilenetv1.loadFromDisk(models)
  await faceapi.nets.faceLandmark68Net.loadFromDisk(models)
  await faceapi.nets.faceRecognitionNet.loadFromDisk(models)
  return { tf, faceapi }
}
