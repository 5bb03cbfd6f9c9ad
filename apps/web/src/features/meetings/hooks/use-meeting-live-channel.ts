import { TypeMap } from '@ia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { createLiveCommentsWriter } from '../../comments';
import { meetingLiveStatusKey } from '../api/get-meeting';
import { type LiveChannelMode, startLiveChannel } from '../lib/live-channel';

// The channel's mode per meeting, for the parts of the live page that poll (the viewer count and
// the comments are separate components of the page; the page itself stays a layout).
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
 * the caches the page renders from, the live status and the comments' first page. Closed when the
 * page is left. Returns the channel's mode (undefined until it starts).
 */
export function useMeetingLiveChannel(meetingId: number, live: boolean): LiveChannelMode | undefined {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!live) return;
    const comments = createLiveCommentsWriter(queryClient, { contentId: meetingId, type: TypeMap.MEETING });
    const stop = startLiveChannel(meetingId, {
      onSnapshot: ({ comments: firstPage, ...status }) => {
        queryClient.setQueryData(meetingLiveStatusKey(meetingId), status);
        if (firstPage) comments.apply(firstPage);
      },
      onMode: (mode) => publish(meetingId, mode),
    });
    return () => {
      stop();
      comments.stop();
      publish(meetingId, undefined);
    };
  }, [meetingId, live, queryClient]);
  return useLiveChannelMode(meetingId);
}

/**
 * Whether the meeting's comments should be polled: no stream is open for it (it could not be
 * opened, it dropped, or no live player opened one).
 */
export function useMeetingLivePolling(meetingId: number): boolean {
  const mode = useLiveChannelMode(meetingId);
  return mode === undefined || mode === 'polling';
}
