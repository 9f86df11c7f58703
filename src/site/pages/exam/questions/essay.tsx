import { useId, useState } from 'react';
import { ImageViewer } from '#widgets/ui/image-viewer.js';
import { SafeImage } from '#widgets/ui/safe-image.js';
import { partValue, type QuestionViewProps } from './types.js';
import * as css from './questions.css.js';

/** 问答题: free text, saved once typing pauses; pictures attached to the answer open in the viewer. */
export function EssayView({ value, onChange, label, images = [] }: QuestionViewProps & { images?: string[] }) {
  const id = useId();
  const v = partValue(value);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div>
      <label className={css.srOnly} htmlFor={id}>
        {label}的回答
      </label>
      <textarea
        id={id}
        className={css.textarea}
        value={typeof v === 'string' ? v : ''}
        placeholder="请输入你的回答"
        readOnly={!onChange}
        onChange={(event) => onChange?.(event.target.value, 'soon')}
      />
      {images.length ? (
        <ul className={css.thumbs} aria-label="回答附带的图片">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className={css.thumbButton}
                onClick={() => setOpen(src)}
                aria-label={`查看第${i + 1}张图片`}
              >
                <SafeImage className={css.thumb} src={src} alt="" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ImageViewer src={open} onClose={() => setOpen(null)} />
    </div>
  );
}
