import type { Tool } from '@pedalworks/domain/types';
import type { OptionEdit } from '@pedalworks/domain/variant-schemas';
import { apiFetch } from '@/lib/api-client';

const optionPath = (id: string) => `/tool/${encodeURIComponent(id)}/option`;

/** Sets a tool's option; the server owns the stock, so an existing value's never moves here. */
export const saveToolOption = (id: string, edit: OptionEdit) =>
  apiFetch<Tool>(optionPath(id), { method: 'PUT', protected: true, body: edit });

/** Takes a tool's option away (DELETE /tool/{id}/option): its stock becomes the tool's own. */
export const removeToolOption = (id: string) =>
  apiFetch<Tool>(optionPath(id), { method: 'DELETE', protected: true });
