import { useRef, type ReactNode } from 'react';

interface Props {
  /** Which files the chooser offers, as the input's `accept`. */
  readonly accept: string;
  readonly onFile: (file: File) => void;
  /** The hidden input's test id (tests hand it files directly). */
  readonly inputTestId: string;
  readonly testId?: string;
  readonly className?: string;
  readonly title?: string;
  readonly children: ReactNode;
}

/**
 * A real button that opens the file chooser: reached with Tab, pressed with Enter
 * or Space, read as a button. The file input it drives stays out of sight and out
 * of the tab order.
 */
export function FileButton({ accept, onFile, inputTestId, testId, className, title, children }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className={className} data-testid={testId} title={title} onClick={() => input.current?.click()}>
        {children}
      </button>
      <input
        ref={input}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-testid={inputTestId}
        type="file"
        accept={accept}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) onFile(file);
          e.currentTarget.value = '';
        }}
      />
    </>
  );
}
