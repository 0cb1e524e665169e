import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react'
import { drawStrokes, PAD_HEIGHT, PAD_WIDTH, type Stroke } from './strokes'

/**
 * Strokes drawn with a finger, pen or mouse (pointer events), kept in pad units and
 * drawn at the screen's pixel density so the lines stay sharp.
 */
export function useSignaturePad() {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const strokes = useRef<Stroke[]>([])
  const [empty, setEmpty] = useState(true)

  const redraw = useCallback(() => {
    const canvas = canvasRef.current
    const context = canvas?.getContext('2d')
    if (canvas && context) drawStrokes(context, strokes.current, canvas.width / PAD_WIDTH)
  }, [])

  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    const fit = () => {
      const { width } = canvas.getBoundingClientRect()
      const pixels = Math.round(width * (window.devicePixelRatio || 1))
      canvas.width = pixels
      canvas.height = Math.round((pixels * PAD_HEIGHT) / PAD_WIDTH)
      redraw()
    }
    fit()
    const observer = new ResizeObserver(fit)
    observer.observe(canvas)
    return () => observer.disconnect()
  }, [redraw])

  const toPad = (event: PointerEvent<HTMLCanvasElement> | globalThis.PointerEvent): [number, number, number] => {
    const rect = (canvasRef.current as HTMLCanvasElement).getBoundingClientRect()
    return [
      ((event.clientX - rect.left) * PAD_WIDTH) / rect.width,
      ((event.clientY - rect.top) * PAD_HEIGHT) / rect.height,
      event.pressure || 0.5,
    ]
  }

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
      event.preventDefault()
      event.currentTarget.setPointerCapture(event.pointerId)
      strokes.current.push({ points: [toPad(event)], pen: event.pointerType === 'pen', done: false })
      setEmpty(false)
      redraw()
    },
    onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
      const stroke = strokes.current.at(-1)
      if (!stroke || stroke.done || !event.currentTarget.hasPointerCapture(event.pointerId)) return
      // A fast finger moves further than one event per frame reports.
      const events = event.nativeEvent.getCoalescedEvents?.() ?? [event.nativeEvent]
      for (const e of events.length > 0 ? events : [event.nativeEvent]) stroke.points.push(toPad(e))
      redraw()
    },
    onPointerUp() {
      const stroke = strokes.current.at(-1)
      if (stroke) stroke.done = true
      redraw()
    },
  }

  const reset = () => {
    strokes.current = []
    setEmpty(true)
    redraw()
  }

  /** The signature as a PNG of 800×300, transparent around the ink. */
  const toPng = (): Promise<Blob> => {
    const canvas = document.createElement('canvas')
    canvas.width = PAD_WIDTH
    canvas.height = PAD_HEIGHT
    const context = canvas.getContext('2d')
    if (!context) return Promise.reject(new Error('no 2d canvas'))
    drawStrokes(context, strokes.current, 1)
    return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'))
  }

  return { canvasRef, handlers: { ...handlers, onPointerCancel: handlers.onPointerUp }, empty, reset, toPng }
}
