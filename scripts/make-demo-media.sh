#!/usr/bin/env bash
# Regenerates the committed demo video (apps/server/demo-media/imaging-basics): a 90 s test
# pattern with a running clock and a tone, as H.264 baseline + AAC MP4 and as a 6 s-segment
# HLS VOD playlist cut from the same file. The files are committed, so a fresh machine plays
# video without internet; this script documents how they were made (needs ffmpeg and DejaVu fonts).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)/apps/server/demo-media"
out="$root/imaging-basics"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
mkdir -p "$out"
cd "$out"
rm -f demo.mp4 index.m3u8 segment-*.ts
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc2=size=480x270:rate=25:duration=90" \
  -f lavfi -i "sine=frequency=440:beep_factor=2:sample_rate=44100:duration=90" \
  -vf "drawbox=x=0:y=200:w=480:h=70:color=black@0.6:t=fill,drawtext=fontfile=$font:text='Imaging Academy demo':x=16:y=212:fontsize=22:fontcolor=white,drawtext=fontfile=$font:text='%{pts\:hms}':x=16:y=240:fontsize=18:fontcolor=yellow" \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -b:v 110k -maxrate 140k -bufsize 280k \
  -g 50 -keyint_min 50 -sc_threshold 0 \
  -c:a aac -b:a 32k -ac 1 -movflags +faststart demo.mp4
ffmpeg -hide_banner -loglevel error -y -i demo.mp4 -c copy -f hls -hls_time 6 -hls_playlist_type vod \
  -hls_segment_filename 'segment-%03d.ts' index.m3u8
du -sh .

# Covers, banners and campaign posters are drawn by apps/server/scripts/make-demo-art.ts
# (`npm run demo:art -w @ia/server`, decision 037).

# The demo assistant's QR code on /contactUs (an SVG made with the server's `qrcode` package).
mkdir -p "$root/contact"
(cd "$root/.." && node -e "
require('qrcode').toString('影像学院小助手（演示）微信号 ImagingAcademyDemo',
  { type: 'svg', margin: 2, errorCorrectionLevel: 'M', color: { dark: '#0b5d57', light: '#ffffff' } },
  (error, svg) => { if (error) throw error; require('fs').writeFileSync('demo-media/contact/assistant-qrcode.svg', svg + '\n'); });
")
