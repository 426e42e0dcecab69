import { useEffect, useRef, useState } from 'react';
import type { PhotosT } from './photos-t';

export interface ChosenPhotoPreviewProps {
  t: PhotosT;
  file: Blob;
}

/** The widest the preview is drawn, in CSS pixels. */
const PREVIEW_WIDTH = 320;

/**
 * The chosen photo, drawn into a canvas before it is sent: the admin pages' policy allows no blob:
 * images, and a canvas needs none. The browser turns it upright as the server will. A file the
 * browser cannot draw says so; whether it is a photo is the server's to decide.
 */
export function ChosenPhotoPreview({ t, file }: ChosenPhotoPreviewProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    setFailed(false);
    createImageBitmap(file).then(
      (bitmap) => {
        const target = canvas.current;
        if (cancelled || !target) return bitmap.close();
        const scale = Math.min(1, (PREVIEW_WIDTH * window.devicePixelRatio) / bitmap.width);
        target.width = Math.round(bitmap.width * scale);
        target.height = Math.round(bitmap.height * scale);
        target.getContext('2d')?.drawImage(bitmap, 0, 0, target.width, target.height);
        bitmap.close();
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [file]);
  if (failed) return <p className="studio-hint">{t('studioPhotos.upload.noPreview')}</p>;
  return <canvas ref={canvas} className="photo-upload__preview" role="img" aria-label={t('studioPhotos.upload.preview')} width={1} height={1} />;
}
