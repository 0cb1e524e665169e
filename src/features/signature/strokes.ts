import { getStroke } from 'perfect-freehand'

/** The pad's own coordinates: the signature is 800×300 whatever the screen. */
export const PAD_WIDTH = 800
export const PAD_HEIGHT = 300
const STROKE_SIZE = 6

export type Stroke = { points: [number, number, number][]; pen: boolean; done: boolean }

/** A stroke's outline as a fillable path; a pen reports real pressure, a finger or mouse has it simulated. */
export function strokePath(stroke: Stroke): Path2D {
  const outline = getStroke(stroke.points, {
    size: STROKE_SIZE,
    thinning: 0.5,
    smoothing: 0.5,
    streamline: 0.5,
    simulatePressure: !stroke.pen,
    last: stroke.done,
  })
  const path = new Path2D()
  const [first, ...rest] = outline
  if (!first) return path
  path.moveTo(first[0], first[1])
  for (const [x, y] of rest) path.lineTo(x, y)
  path.closePath()
  return path
}

export function drawStrokes(context: CanvasRenderingContext2D, strokes: readonly Stroke[], scale: number): void {
  context.setTransform(1, 0, 0, 1, 0, 0)
  context.clearRect(0, 0, context.canvas.width, context.canvas.height)
  context.setTransform(scale, 0, 0, scale, 0, 0)
  context.fillStyle = '#111'
  for (const stroke of strokes) context.fill(strokePath(stroke))
}
