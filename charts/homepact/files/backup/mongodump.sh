#!/usr/bin/env bash
# One MongoDB backup: mongodump --oplog of the replica set as a gzip archive, its SHA-256 beside it,
# written under a temporary name and renamed when complete. With BACKUP_TARGET=pvc it then prunes the
# volume: the newest KEEP_COUNT archives are kept, and of those any older than KEEP_DAYS go too
# (never the newest). With s3 the upload container uploads and prunes.
set -euo pipefail
stamp=$(date -u +%Y-%m-%dT%H-%M-%SZ)
name="homepact-mongodb-${stamp}.archive.gz"
args=(--uri="$MONGO_URI" --oplog --gzip --archive="$BACKUP_DIR/$name.partial")
if [[ -n "${MONGO_USERNAME:-}" ]]; then
  args+=(--username="$MONGO_USERNAME" --password="$MONGO_PASSWORD" --authenticationDatabase="${MONGO_AUTH_SOURCE:-admin}")
fi
if [[ "${MONGO_TLS:-}" == "true" ]]; then
  args+=(--tls)
  [[ -n "${MONGO_TLS_CA_FILE:-}" ]] && args+=(--tlsCAFile="$MONGO_TLS_CA_FILE")
fi
echo "mongodump to $name"
mongodump "${args[@]}"
mv "$BACKUP_DIR/$name.partial" "$BACKUP_DIR/$name"
(cd "$BACKUP_DIR" && sha256sum "$name" > "$name.sha256")
echo "wrote $name ($(stat -c %s "$BACKUP_DIR/$name") bytes), sha256 $(cut -d' ' -f1 "$BACKUP_DIR/$name.sha256")"

[[ "${BACKUP_TARGET:-pvc}" == "pvc" ]] || exit 0
rm -f "$BACKUP_DIR"/*.partial
mapfile -t all < <(cd "$BACKUP_DIR" && ls -1 homepact-mongodb-*.archive.gz 2>/dev/null | sort -r)
cutoff=$(date -u -d "-${KEEP_DAYS} days" +%Y-%m-%dT%H-%M-%SZ)
for i in "${!all[@]}"; do
  f=${all[$i]}
  when=${f#homepact-mongodb-}; when=${when%.archive.gz}
  if (( i >= KEEP_COUNT )) || { (( i > 0 )) && [[ "$when" < "$cutoff" ]]; }; then
    echo "pruning $f"
    rm -f "$BACKUP_DIR/$f" "$BACKUP_DIR/$f.sha256"
  fi
done
