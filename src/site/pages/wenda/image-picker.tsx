import { useRef, type ChangeEvent } from 'react';
import { useUniqueId } from '#widgets/ui/unique-id.js';
import { uploadPicture } from '#core/wenda/index.js';
import { useMutation } from '#widgets/data/use-mutation.js';
import { Button } from '#widgets/ui/button.js';
import { SafeImage } from '#widgets/ui/safe-image.js';
import * as css from './wenda.css.js';

/**
 * Pictures of a question or an answer: each chosen file is uploaded at once (POST
 * /api/v2/upload/image, which checks it) and its address kept; each can be removed again.
 */
export function ImagePicker({
  value,
  onChange,
  max,
  error,
}: {
  value: string[];
  onChange(next: string[]): void;
  max: number;
  error?: string | null;
}) {
  const upload = useMutation(uploadPicture);
  const input = useRef<HTMLInputElement>(null);
  const id = useUniqueId();

  const picked = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []).slice(0, max - value.length);
    event.currentTarget.value = '';
    let next = value;
    for (const file of files) {
      const url = await upload.mutate(file);
      if (url) onChange((next = [...next, url]));
    }
  };

  return (
    <fieldset className={css.images} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={css.label}>
        图片<span className={css.hint}>（选填，最多{max}张）</span>
      </legend>
      {value.length ? (
        <ul className={css.thumbs}>
          {value.map((src, i) => (
            <li key={src} className={css.thumbItem}>
              <SafeImage className={css.thumb} src={src} alt={`第${i + 1}张图片`} width={88} height={88} />
              <button
                type="button"
                className={css.remove}
                aria-label={`移除第${i + 1}张图片`}
                onClick={() => onChange(value.filter((v) => v !== src))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {value.length < max ? (
        <>
          <input
            ref={input}
            id={id}
            className={css.fileInput}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            multiple
            onChange={picked}
            tabIndex={-1}
            aria-hidden="true"
          />
          <Button variant="secondary" loading={upload.busy} onClick={() => input.current?.click()}>
            {upload.busy ? '上传中' : '添加图片'}
          </Button>
        </>
      ) : null}
      {error ? (
        <p className={css.error} id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
