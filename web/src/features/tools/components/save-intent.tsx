import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { SAVE_INTENT_PARAM } from '@pedalworks/domain/saved';
import type { Tool } from '@pedalworks/domain/types';
import { useCurrentUser } from '@/lib/session';
import { setSaved, useSavedToolIds } from '../api/use-saved-tools';

/** A visitor's heart, carried through sign-in as `?save={toolId}`, saved once the user is known. */
export function SaveIntent({
  tools,
}: {
  tools: readonly (Pick<Tool, '_id' | 'name'> & { variantId?: string })[];
}) {
  const [params, setParams] = useSearchParams();
  const toolId = params.get(SAVE_INTENT_PARAM);
  const { user } = useCurrentUser();
  const ids = useSavedToolIds();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!toolId || !user || !ids) return;
    const key = `${user.uid}/${toolId}`;
    if (handled.current === key) return;
    handled.current = key;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SAVE_INTENT_PARAM);
        return next;
      },
      { replace: true },
    );
    const tool = tools.find((candidate) => candidate._id === toolId) ?? {
      _id: toolId,
      name: toolId,
    };
    if (!ids.has(toolId)) void setSaved(user.uid, tool, true);
  }, [toolId, user, ids, tools, setParams]);
  return null;
}
