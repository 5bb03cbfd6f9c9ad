import {
  homeMeetingSchema,
  idParamsSchema,
  meetingDetailSchema,
  meetingListQuerySchema,
  meetingListSchema,
  meetingLiveSnapshotSchema,
  meetingLiveStatusSchema,
  meetingPreviewSchema,
  meetingSubscribeSchema,
  meetingSubscriptionSchema,
  meetingSummarySchema,
  meetingViewAckSchema,
  meetingViewHeartbeatSchema,
  myMeetingQuerySchema,
  pageSchema,
} from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../lib/envelope';
import { sendAnswer } from '../../lib/shared-answers';
import { requireViewer } from '../../plugins/auth';
import { eventStreamOf } from './event-stream';
import type { LiveRooms, LiveSnapshot } from './live-room';
import type { MeetingsService } from './meetings.service';

// Browsing meetings is open to any WeChat session, as the catalogue is; subscribing needs a
// consented member (a reminder is a message, not learning); watching is learning ('learning'),
// and the preview needs no login at all.
export const meetingsRoutes: FastifyPluginAsyncZod<{
  meetings: MeetingsService;
  liveRooms: LiveRooms;
  /** The meeting's snapshot as every viewer shares it: its bytes when kept serialized. */
  liveSnapshot: (meetingId: number) => Promise<Buffer | ReturnType<typeof ok<LiveSnapshot>>>;
}> = async (app, { meetings, liveRooms, liveSnapshot }) => {
  // Heartbeats acknowledged to nobody yet must still reach the database when the server stops.
  app.addHook('onClose', async () => {
    await meetings.drain();
  });
  // Open streams would hold the server open: they end first, and their clients reconnect elsewhere.
  app.addHook('preClose', async () => {
    liveRooms.closeAll();
  });

  app.get(
    '/meeting',
    {
      config: { access: 'wechat' },
      schema: {
        tags: ['meetings'],
        summary: '会议列表（按状态、标签、分类筛选；get_tag=1 时附带标签）',
        querystring: meetingListQuerySchema,
        response: okResponse(meetingListSchema),
      },
    },
    async (request) => ok(await meetings.list(requireViewer(request).user.id, request.query)),
  );

  app.get(
    '/home/home-meeting',
    {
      config: { access: 'wechat' },
      schema: {
        tags: ['meetings'],
        summary: '首页会议栏目（直播中与即将开始，其后为最近的回放）',
        response: okResponse(homeMeetingSchema),
      },
    },
    async (request) => ok(await meetings.home(requireViewer(request).user.id)),
  );

  app.get(
    '/meeting/my-meeting',
    {
      config: { access: 'consented' },
      schema: {
        tags: ['meetings'],
        summary: '我预约的会议',
        querystring: myMeetingQuerySchema,
        response: okResponse(pageSchema(meetingSummarySchema)),
      },
    },
    async (request) => ok(await meetings.mine(requireViewer(request).user.id, request.query)),
  );

  app.post(
    '/meeting/subscribe',
    {
      config: { access: 'consented' },
      schema: {
        tags: ['meetings'],
        summary: '预约会议（幂等；cancel=1 取消预约），开始前在消息中心提醒',
        body: meetingSubscribeSchema,
        response: okResponse(meetingSubscriptionSchema),
      },
    },
    async (request) => ok(await meetings.subscribe(requireViewer(request).user, request.body)),
  );

  app.get(
    '/meeting/live-status/:id',
    {
      config: { access: 'learning' },
      schema: {
        tags: ['meetings'],
        summary: '直播状态（状态、正在观看人数、评论数；直播页轮询）',
        params: idParamsSchema,
        response: okResponse(meetingLiveStatusSchema),
      },
    },
    async (request) => ok(await meetings.liveStatus(requireViewer(request).user, request.params.id)),
  );

  app.get(
    '/meeting/live-snapshot/:id',
    {
      config: { access: 'learning' },
      schema: {
        tags: ['meetings'],
        summary:
          '直播快照：直播推送的 live 事件作为一次回答（直播状态加评论首页，mine、zanned 为 false）；推送不可用时直播页每 5 秒轮询一次',
        params: idParamsSchema,
        response: okResponse(meetingLiveSnapshotSchema),
      },
    },
    async (request, reply) => {
      // Refused as live-status would be; the snapshot itself is the one every viewer shares.
      await meetings.checkLiveRoom(requireViewer(request).user, request.params.id);
      return sendAnswer(reply, await liveSnapshot(request.params.id));
    },
  );

  app.get(
    '/meeting/live-events/:id',
    {
      config: { access: 'learning' },
      schema: {
        tags: ['meetings'],
        summary:
          '直播推送（Server-Sent Events）：event live 的 data 为直播状态加评论首页（mine、zanned 为 false），有变化时推送，每会议每秒至多一次；直播结束后推送最终状态并关闭',
        params: idParamsSchema,
        produces: ['text/event-stream'],
        response: { 200: z.string().describe('text/event-stream') },
      },
    },
    async (request, reply) => {
      // Refusals are the usual envelope, before the stream starts.
      await meetings.checkLiveRoom(requireViewer(request).user, request.params.id);
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // nginx: pass each event on at once instead of buffering the response.
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
        // The socket ends with the stream: a phone opens a new one for its next request anyway,
        // and a stopping server is not held by a hijacked response's idle keep-alive.
        connection: 'close',
      });
      const leave = liveRooms.join(request.params.id, eventStreamOf(reply.raw));
      reply.raw.on('close', leave);
      return reply;
    },
  );

  app.get(
    '/meeting/:id',
    {
      config: { access: 'learning' },
      schema: {
        tags: ['meetings'],
        summary: '会议详情（直播或回放时附带观看会话；观看范围外的用户会被拒绝并告知原因）',
        params: idParamsSchema,
        response: okResponse(meetingDetailSchema),
      },
    },
    async (request) => ok(await meetings.detail(requireViewer(request).user, request.params.id)),
  );

  app.post(
    '/score-log/meetingview',
    {
      config: { access: 'learning' },
      schema: {
        tags: ['meetings'],
        summary: '会议观看心跳 MEETING_VIEW（幂等：同一会话同一序号只计一次；直播或回放由服务器判断）',
        body: meetingViewHeartbeatSchema,
        response: okResponse(meetingViewAckSchema),
      },
    },
    async (request) => ok(await meetings.heartbeat(requireViewer(request).user.id, request.body)),
  );

  app.get(
    '/demo/meeting/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['meetings'],
        summary: '会议预览（免登录，只读；不含直播与回放地址）',
        params: idParamsSchema,
        response: okResponse(meetingPreviewSchema),
      },
    },
    async (request) => ok(await meetings.preview(request.params.id)),
  );
};
