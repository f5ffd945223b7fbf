import { PAGE_ERROR } from '@pedalworks/domain/messages';

/**
 * Before any module runs: a page's own chunk that cannot be fetched leaves React unstarted (React
 * Router has already reloaded once for it), so this says 'Loading chunk N failed' with Retry.
 * Inlined as its source, so it refers to nothing outside its body.
 */
function watchPageChunks(failedText: string, retryText: string) {
  let shown = false;
  const show = (chunk: string) => {
    const main = document.querySelector('main');
    if (shown || !main) return;
    shown = true;
    const heading = document.createElement('h1');
    heading.textContent = failedText.replace('%s', chunk);
    const retry = document.createElement('button');
    retry.textContent = retryText;
    retry.onclick = () => location.reload();
    main.replaceChildren(heading, retry);
  };
  addEventListener(
    'error',
    (event) => {
      const target = event.target;
      const href =
        target instanceof HTMLLinkElement && target.rel === 'modulepreload' ? target.href : '';
      const chunk = /\/assets\/([\w-]+?)(?:-main)?-[\w-]{8}\.js$/.exec(href)?.[1];
      if (!chunk) return;
      if (document.readyState === 'loading') {
        document.addEventListener('DOMContentLoaded', () => show(chunk));
      } else show(chunk);
    },
    true,
  );
}

const SCRIPT = `(${watchPageChunks.toString()})(${JSON.stringify(PAGE_ERROR.chunkFailed('%s'))}, ${JSON.stringify(PAGE_ERROR.retry)});`;

export function ChunkFailureScript() {
  // The browser build minifies the function: its text differs, and it has run already anyway.
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
