import { describe, expect, it } from 'vitest';
import { RequestTallies } from './request-tallies';

describe('RequestTallies', () => {
  it('writes counts by status class and a cumulative latency histogram per route', () => {
    const tallies = new RequestTallies([0.01, 0.1]);
    tallies.record('GET', '/api/x', 200, 0.004);
    tallies.record('GET', '/api/x', 204, 0.01);
    tallies.record('GET', '/api/x', 404, 0.05);
    tallies.record('GET', '/api/x', 503, 3);
    tallies.record('POST', '/api/y', 101, 0.2);
    const lines = tallies.exposition().split('\n');
    expect(lines).toEqual([
      '# HELP http_requests_total HTTP requests answered, by route and status class',
      '# TYPE http_requests_total counter',
      'http_requests_total{method="GET",route="/api/x",status="2xx"} 2',
      'http_requests_total{method="GET",route="/api/x",status="4xx"} 1',
      'http_requests_total{method="GET",route="/api/x",status="5xx"} 1',
      'http_requests_total{method="POST",route="/api/y",status="1xx"} 1',
      '',
      expect.stringMatching(/^# HELP http_request_duration_seconds /),
      '# TYPE http_request_duration_seconds histogram',
      // A value on a bound is counted in that bound's bucket (le: less than or equal).
      'http_request_duration_seconds_bucket{le="0.01",method="GET",route="/api/x"} 2',
      'http_request_duration_seconds_bucket{le="0.1",method="GET",route="/api/x"} 3',
      'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/x"} 4',
      'http_request_duration_seconds_sum{method="GET",route="/api/x"} 3.064',
      'http_request_duration_seconds_count{method="GET",route="/api/x"} 4',
      'http_request_duration_seconds_bucket{le="0.01",method="POST",route="/api/y"} 0',
      'http_request_duration_seconds_bucket{le="0.1",method="POST",route="/api/y"} 0',
      'http_request_duration_seconds_bucket{le="+Inf",method="POST",route="/api/y"} 1',
      'http_request_duration_seconds_sum{method="POST",route="/api/y"} 0.2',
      'http_request_duration_seconds_count{method="POST",route="/api/y"} 1',
      '',
    ]);
  });

  it('escapes what the text format reserves in a label value', () => {
    const tallies = new RequestTallies([1]);
    tallies.record('GET', 'a"b\\c\nd', 200, 0.5);
    expect(tallies.exposition()).toContain('route="a\\"b\\\\c\\nd",status="2xx"} 1');
  });
});
