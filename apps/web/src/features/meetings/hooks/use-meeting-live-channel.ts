import { TypeMap } from '@ia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { createLiveCommentsWriter } from '../../comments';
import { meetingLiveStatusKey, useMeetingLiveSnapshotPoll } from '../api/get-meeting';
import type { MeetingLiveEvent } from '../api/live-events';
import { type LiveChannelMode, startLiveChannel } from '../lib/live-channel';

// The channel's mode per meeting, read through an external store so that a change of mode (a
// stream dropped) renders at once and the first poll leaves with it.
const modes = new Map<number, LiveChannelMode>();
const listeners = new Set<() => void>();

function publish(meetingId: number, mode: LiveChannelMode | undefined): void {
  if (mode === undefined) modes.delete(meetingId);
  else modes.set(meetingId, mode);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function useLiveChannelMode(meetingId: number): LiveChannelMode | undefined {
  return useSyncExternalStore(subscribe, () => modes.get(meetingId));
}

/**
 * While `live`: one stream of the meeting's room (GET meeting/live-events), each event written into
 * the caches the page renders from, the live status and the comments' first page; while no stream
 * can be had, the same snapshot polled (GET meeting/live-snapshot) and written the same way.
 * Closed when the page is left.
 */
export function useMeetingLiveChannel(meetingId: number, live: boolean): void {
  const queryClient = useQueryClient();
  const write = useRef<((snapshot: MeetingLiveEvent) => void) | null>(null);
  useEffect(() => {
    if (!live) return;
    const comments = createLiveCommentsWriter(queryClient, { contentId: meetingId, type: TypeMap.MEETING });
    const onSnapshot = ({ comments: firstPage, ...status }: MeetingLiveEvent) => {
      queryClient.setQueryData(meetingLiveStatusKey(meetingId), status);
      if (firstPage) comments.apply(firstPage);
    };
    write.current = onSnapshot;
    const stop = startLiveChannel(meetingId, {
      onSnapshot,
      onMode: (mode) => publish(meetingId, mode),
    });
    return () => {
      write.current = null;
      stop();
      comments.stop();
      publish(meetingId, undefined);
    };
  }, [meetingId, live, queryClient]);
  const mode = useLiveChannelMode(meetingId);
  const polled = useMeetingLiveSnapshotPoll(meetingId, live && mode === 'polling').data;
  useEffect(() => {
    if (polled) write.current?.(polled);
  }, [polled]);
}
