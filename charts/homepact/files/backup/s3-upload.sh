#!/usr/bin/env bash
# Uploads the archive mongodump.sh wrote (and its .sha256) to s3://$S3_BUCKET/$S3_PREFIX, then prunes
# there as on a volume: the newest KEEP_COUNT are kept, and of those any older than KEEP_DAYS go too
# (never the newest). S3_ENDPOINT: an S3-compatible store (MinIO, Ceph, R2...); empty: AWS.
set -euo pipefail
s3=(aws s3)
[[ -n "${S3_ENDPOINT:-}" ]] && s3+=(--endpoint-url "$S3_ENDPOINT")
prefix="${S3_PREFIX%/}"
dest="s3://$S3_BUCKET/${prefix:+$prefix/}"
shopt -s nullglob
files=("$BACKUP_DIR"/homepact-mongodb-*.archive.gz)
(( ${#files[@]} == 1 )) || { echo "expected one archive in $BACKUP_DIR, found ${#files[@]}"; exit 1; }
name=$(basename "${files[0]}")
(cd "$BACKUP_DIR" && sha256sum -c "$name.sha256")
"${s3[@]}" cp "$BACKUP_DIR/$name" "$dest$name"
"${s3[@]}" cp "$BACKUP_DIR/$name.sha256" "$dest$name.sha256"
echo "uploaded $dest$name"

mapfile -t all < <("${s3[@]}" ls "$dest" | awk '{print $4}' | grep -E '^homepact-mongodb-.*\.archive\.gz$' | sort -r)
cutoff=$(date -u -d "-${KEEP_DAYS} days" +%Y-%m-%dT%H-%M-%SZ)
for i in "${!all[@]}"; do
  f=${all[$i]}
  when=${f#homepact-mongodb-}; when=${when%.archive.gz}
  if (( i >= KEEP_COUNT )) || { (( i > 0 )) && [[ "$when" < "$cutoff" ]]; }; then
    echo "pruning $f"
    "${s3[@]}" rm "$dest$f"
    "${s3[@]}" rm "$dest$f.sha256" || true
  fi
done
