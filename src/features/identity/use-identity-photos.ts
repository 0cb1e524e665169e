import { useCallback, useEffect, useState } from 'react'
import { IMAGE_TYPES, isAllowedImage } from '../../../contract/validation'
import type { IdentityImageField } from '../../../contract/schemas/accounts'
import { loadPhotos, savePhoto } from '../../offline/photos'
import { StorageFullError } from '../../offline/storage-full'
import { compressPhoto } from './compress-photo'
import type { IdentityPhotos } from './submissions'

export type PhotoProblem = 'type' | 'unreadable' | 'storage'
type PerSlot<T> = Partial<Record<IdentityImageField, T>>

/** Some browsers still call a JPEG image/jpg. */
function isPhotoType(file: Blob): boolean {
  const type = file.type.toLowerCase() === 'image/jpg' ? 'image/jpeg' : file.type.toLowerCase()
  return (IMAGE_TYPES as readonly string[]).includes(type)
}

/**
 * The identity photos of the draft: kept on the phone as soon as each is taken. The
 * 5 MB limit is the upload's: the camera's original is often larger and never leaves.
 */
export function useIdentityPhotos(form: string) {
  const [photos, setPhotos] = useState<IdentityPhotos>({})
  const [progress, setProgress] = useState<PerSlot<number>>({})
  const [problems, setProblems] = useState<PerSlot<PhotoProblem>>({})

  useEffect(() => {
    let live = true
    void loadPhotos(form).then((stored) => live && setPhotos((p) => ({ ...stored, ...p })))
    return () => {
      live = false
    }
  }, [form])

  const take = useCallback(
    async (slot: IdentityImageField, file: File) => {
      const problem = (p: PhotoProblem | undefined) => setProblems((all) => ({ ...all, [slot]: p }))
      const report = (done: number | undefined) => setProgress((all) => ({ ...all, [slot]: done }))
      if (!isPhotoType(file)) return problem('type')
      problem(undefined)
      report(0)
      try {
        const blob = await compressPhoto(file, report)
        if (!isAllowedImage(blob)) return problem('type')
        setPhotos((all) => ({ ...all, [slot]: blob }))
        await savePhoto(form, slot, blob)
      } catch (error) {
        problem(error instanceof StorageFullError ? 'storage' : 'unreadable')
      } finally {
        report(undefined)
      }
    },
    [form],
  )

  return { photos, progress, problems, take }
}
