// Outlines drawn over the photo area: where the card's edges (or the face and the
// card) should sit in the picture. Decorative: the label and the note say it in words.
export type FrameKind = 'front' | 'back' | 'holding'

export function IdFrame({ kind }: { kind: FrameKind }) {
  return (
    <svg className="id-frame" viewBox="0 0 320 200" aria-hidden="true" focusable="false">
      {kind === 'holding' ? (
        <>
          <circle cx={160} cy={62} r={34} />
          <path d="M88 196c6-46 36-74 72-74s66 28 72 74" />
          <rect x="118" y="128" width="84" height="54" rx="6" className="id-frame-card" />
        </>
      ) : (
        <>
          <rect x="24" y="24" width="272" height="152" rx="14" className="id-frame-card" />
          {kind === 'front' ? (
            <>
              <rect x={212} y={62} width={60} height={74} rx={4} />
              <path d="M48 70h130M48 96h110M48 122h130M48 148h80" />
            </>
          ) : (
            <path d="M48 60h224M48 86h180M48 140v20M58 140v20M64 140v20M76 140v20M82 140v20M94 140v20M100 140v20M112 140v20M122 140v20" />
          )}
        </>
      )}
    </svg>
  )
}
