#!/bin/sh
# Produces the sample lesson the reference server plays (src/server/modules/content/assets/
# sample-lesson.mp4). Needs ffmpeg (Debian: apt-get install ffmpeg) and the Noto CJK font; neither is
# needed to build, test or run: the generated file is committed.
#
# 10 s, 640x360, 25 fps H.264 Main + mono AAC 32 kb/s, a keyframe every 25 frames and one fragment per
# keyframe (moov without samples, then moof/mdat pairs whose data offsets count from their moof): each
# 1 s fragment is an HLS segment, and any prefix of them behind the moov is a valid, shorter MP4.
set -eu
out="${1:-src/server/modules/content/assets/sample-lesson.mp4}"
font=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "color=c=0x3ca7fa:s=640x360:r=25:d=10" \
  -f lavfi -i "aevalsrc='0.2*sin(2*PI*660*t)*lt(mod(t\,1)\,0.12)':s=48000:d=10" \
  -f lavfi -i "color=c=white@0.85:s=640x12:r=25:d=10" \
  -filter_complex "[0:v]drawtext=fontfile=$font:text='MeEdu 示例课时':fontcolor=white:fontsize=40:x=(w-tw)/2:y=90,\
drawtext=fontfile=$font:text='%{eif\\:t\\:d\\:2}.%{eif\\:mod(t*10\\,10)\\:d} s':fontcolor=white:fontsize=72:x=(w-tw)/2:y=170[bg];\
[bg][2:v]overlay=x='-W+W*t/10':y=H-h[v]" \
  -map "[v]" -map 1:a -af "asetpts=PTS+1024/48000/TB" \
  -c:v libx264 -profile:v main -pix_fmt yuv420p -preset slow -crf 30 -g 25 -keyint_min 25 -sc_threshold 0 -bf 0 \
  -c:a aac -b:a 32k -ac 1 \
  -map_metadata -1 -fflags +bitexact \
  -movflags +frag_keyframe+empty_moov+default_base_moof -f mp4 "$out"
ls -l "$out"
