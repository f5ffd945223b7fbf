import { useEffect, useState } from 'react';
import { apiFetch } from '@/lib/api-client';
import { forgetInitialAnswer, initialAnswer } from '@/lib/initial-data';

/**
 * A public GET of the REST API, asked again when `path` changes. A failure leaves `data`
 * undefined and is only logged (spec section 4). A page rendered on the server starts from the
 * answer it was rendered with, and asks again at once to correct it.
 */
export function useApiGet<T>(path: string): { loading: boolean; data: T | undefined } {
  const [result, setResult] = useState<{ path: string; data: T | undefined } | null>(() => {
    const rendered = initialAnswer<T>(path);
    return rendered ? { path, data: rendered.body } : null;
  });
  useEffect(() => {
    let current = true;
    apiFetch<T>(path)
      .then((data) => {
        forgetInitialAnswer(path);
        return data;
      })
      .catch((error: unknown) => {
        console.error(`GET /api${path} failed`, error);
        return undefined;
      })
      .then((data) => {
        if (!current) return;
        // A failed read keeps what the server rendered.
        setResult((before) =>
          data === undefined && before?.path === path ? before : { path, data },
        );
      });
    return () => {
      current = false;
    };
  }, [path]);
  return result?.path === path
    ? { loading: false, data: result.data }
    : { loading: true, data: undefined };
}
