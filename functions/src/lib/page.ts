/** One page of a list: at most `limit` items, after the cursor. */
export interface PageRequest {
  limit: number;
  /** The `_id` of the last item of the previous page. */
  after?: string;
}
