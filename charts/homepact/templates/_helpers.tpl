{{/*
Naming, labels and the per-workload configuration shared by every template.
Every template ranges over .Values.services and calls "homepact.service" to get the
effective settings of one workload (defaults deep-merged with services.<name>).
*/}}

{{- define "homepact.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "homepact.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- $name := default .Chart.Name .Values.nameOverride -}}
{{- if contains $name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{- define "homepact.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* Name of every object of one workload: <fullname>-<service>. Context: dict root name. */}}
{{- define "homepact.workloadName" -}}
{{- printf "%s-%s" (include "homepact.fullname" .root) .name | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/*
Deep merge of .src into .dst (mutates .dst): maps merge key by key, anything else replaces.
Written out because sprig's merge/mergeOverwrite treat false/0/"" as unset.
*/}}
{{- define "homepact.mergeInto" -}}
{{- $dst := .dst -}}
{{- range $k, $v := .src -}}
{{- $cur := get $dst $k -}}
{{- if and (kindIs "map" $v) (kindIs "map" $cur) -}}
{{- include "homepact.mergeInto" (dict "dst" $cur "src" $v) -}}
{{- else -}}
{{- $_ := set $dst $k $v -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{/*
Effective settings of one workload as YAML: .Values.defaults deep-merged with
.Values.services.<name>. Use: $svc := include "homepact.service" (dict "root" $ "name" $name) | fromYaml
*/}}
{{- define "homepact.service" -}}
{{- $cfg := deepCopy (.root.Values.defaults | default dict) -}}
{{- $own := index .root.Values.services .name | default dict -}}
{{- include "homepact.mergeInto" (dict "dst" $cfg "src" (deepCopy $own)) -}}
{{- toYaml $cfg -}}
{{- end -}}

{{/* Image reference. Context: dict root name svc. */}}
{{- define "homepact.image" -}}
{{- $g := .root.Values.global.image -}}
{{- $repo := required (printf "services.%s.image.repository is required" .name) .svc.image.repository -}}
{{- if $g.registry -}}
{{- $repo = printf "%s/%s" (trimSuffix "/" $g.registry) $repo -}}
{{- end -}}
{{- if .svc.image.digest -}}
{{- printf "%s@%s" $repo .svc.image.digest -}}
{{- else -}}
{{- printf "%s:%s" $repo (include "homepact.imageTag" .) -}}
{{- end -}}
{{- end -}}

{{- define "homepact.imageTag" -}}
{{- .svc.image.tag | default .root.Values.global.image.tag | default .root.Chart.AppVersion | toString -}}
{{- end -}}

{{/* app.kubernetes.io/version: the image tag made label-safe. */}}
{{- define "homepact.version" -}}
{{- regexReplaceAll "[^-A-Za-z0-9_.]" (include "homepact.imageTag" .) "_" | trunc 63 | trimAll "-_." -}}
{{- end -}}

{{/* Selector labels (immutable on a Deployment). Context: dict root name. */}}
{{- define "homepact.selectorLabels" -}}
app.kubernetes.io/name: {{ .name }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
{{- end -}}

{{/* Standard labels. Context: dict root name svc. */}}
{{- define "homepact.labels" -}}
helm.sh/chart: {{ include "homepact.chart" .root }}
{{ include "homepact.selectorLabels" . }}
app.kubernetes.io/version: {{ include "homepact.version" . | quote }}
app.kubernetes.io/component: {{ .svc.component }}
app.kubernetes.io/part-of: homepact
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
{{- end -}}

{{/* Name of the Secret a secretEnv entry reads. Context: dict root svc ref. */}}
{{- define "homepact.secretName" -}}
{{- $n := get .ref "secretName" | default .svc.existingSecret | default .root.Values.global.existingSecret -}}
{{- required "a secretEnv entry needs a Secret: set global.existingSecret, services.<name>.existingSecret or secretName" $n -}}
{{- end -}}

{{/* secretEnv of a workload (global.secretEnv when globalEnv, then its own) as YAML. */}}
{{- define "homepact.secretEnv" -}}
{{- $out := dict -}}
{{- if .svc.globalEnv -}}
{{- range $k, $v := .root.Values.global.secretEnv -}}
{{- if $v -}}{{- $_ := set $out $k $v -}}{{- end -}}
{{- end -}}
{{- end -}}
{{- range $k, $v := .svc.secretEnv -}}
{{- if $v -}}{{- $_ := set $out $k $v -}}{{- end -}}
{{- end -}}
{{- /* The user and password of each store the workload uses, from global.stores.<store>.existingSecret. */ -}}
{{- $stores := .root.Values.global.stores | default dict -}}
{{- range $store := .svc.stores | default list -}}
{{- $s := get $stores $store | default dict -}}
{{- if $s.existingSecret -}}
{{- $prefix := get (include "homepact.storePrefixes" . | fromYaml) $store -}}
{{- /* Redis without ACL users (requirepass) has a password only. */ -}}
{{- $_ := set $out (printf "%s_USERNAME" $prefix) (dict "key" ($s.usernameKey | default "username") "secretName" $s.existingSecret "optional" (eq $store "redis")) -}}
{{- $_ := set $out (printf "%s_PASSWORD" $prefix) (dict "key" ($s.passwordKey | default "password") "secretName" $s.existingSecret) -}}
{{- end -}}
{{- end -}}
{{- toYaml $out -}}
{{- end -}}

{{/* The variable prefix of each store. */}}
{{- define "homepact.storePrefixes" -}}
mongodb: MONGO
kafka: KAFKA
redis: REDIS
{{- end -}}

{{/*
Plain settings of the stores a workload uses (its `stores`, from global.stores), set into .env:
TLS (MONGO_TLS, KAFKA_TLS, a rediss:// REDIS_URL), the mounted CA file, MONGO_AUTH_SOURCE and
KAFKA_SASL_MECHANISM with credentials, ALLOW_PLAINTEXT_<STORE> when allowPlaintext. Context: dict root svc env.
*/}}
{{- define "homepact.storeEnv" -}}
{{- $env := .env -}}
{{- $stores := .root.Values.global.stores | default dict -}}
{{- $prefixes := include "homepact.storePrefixes" . | fromYaml -}}
{{- range $store := .svc.stores | default list -}}
{{- $s := get $stores $store | default dict -}}
{{- $prefix := get $prefixes $store -}}
{{- $tls := $s.tls | default dict -}}
{{- if $tls.enabled -}}
{{- if eq $store "redis" -}}
{{- $_ := set $env "REDIS_URL" (regexReplaceAll "^redis://" (toString (get $env "REDIS_URL")) "rediss://") -}}
{{- else -}}
{{- $_ := set $env (printf "%s_TLS" $prefix) "true" -}}
{{- end -}}
{{- if $tls.caSecret -}}
{{- $_ := set $env (printf "%s_TLS_CA_FILE" $prefix) (printf "/var/run/secrets/homepact/%s-tls/ca.crt" $store) -}}
{{- end -}}
{{- end -}}
{{- if $s.existingSecret -}}
{{- if and (eq $store "mongodb") $s.authSource -}}{{- $_ := set $env "MONGO_AUTH_SOURCE" $s.authSource -}}{{- end -}}
{{- if and (eq $store "kafka") $s.saslMechanism -}}{{- $_ := set $env "KAFKA_SASL_MECHANISM" $s.saslMechanism -}}{{- end -}}
{{- end -}}
{{- if $s.allowPlaintext -}}
{{- $_ := set $env (printf "ALLOW_PLAINTEXT_%s" $prefix) "true" -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{/* The CA certificates of the stores a workload reaches over TLS, as secretFiles entries (YAML list). Context: dict root svc. */}}
{{- define "homepact.storeFiles" -}}
{{- $out := list -}}
{{- $stores := .root.Values.global.stores | default dict -}}
{{- range $store := .svc.stores | default list -}}
{{- $tls := (get $stores $store | default dict).tls | default dict -}}
{{- if and $tls.enabled $tls.caSecret -}}
{{- $file := dict "key" ($tls.caKey | default "ca.crt") "path" "ca.crt" -}}
{{- $out = append $out (dict "name" (printf "%s-tls" $store) "secretName" $tls.caSecret "mountPath" (printf "/var/run/secrets/homepact/%s-tls" $store) "items" (list $file)) -}}
{{- end -}}
{{- end -}}
{{- toYaml $out -}}
{{- end -}}

{{/*
Plain environment of a workload (the ConfigMap's data) as YAML. Order of precedence, low to
high: computed (KAFKA_CLIENT_ID, OTEL_SERVICE_NAME, MONGO_URL, <UPSTREAM>_URL) < global.env
(when globalEnv) < the service's env < the settings of its `stores` (homepact.storeEnv); PORT always
equals the container port. Keys that are in
secretEnv are left out; empty values are left out; values containing "{{" go through tpl.
*/}}
{{- define "homepact.env" -}}
{{- $root := .root -}}
{{- $svc := .svc -}}
{{- $env := dict -}}
{{- if $svc.globalEnv -}}
{{- $_ := set $env "KAFKA_CLIENT_ID" .name -}}
{{- $_ := set $env "OTEL_SERVICE_NAME" .name -}}
{{- end -}}
{{- if $svc.mongoDatabase -}}
{{- $m := $root.Values.global.mongodb -}}
{{- $url := printf "%s/%s" (trimSuffix "/" $m.url) $svc.mongoDatabase -}}
{{- if $m.options -}}{{- $url = printf "%s?%s" $url $m.options -}}{{- end -}}
{{- $_ := set $env "MONGO_URL" $url -}}
{{- end -}}
{{- range $up := $svc.upstreams -}}
{{- if not (hasKey $root.Values.services $up) -}}
{{- fail (printf "services.%s.upstreams names %q, which is not in services" $.name $up) -}}
{{- end -}}
{{- $upSvc := include "homepact.service" (dict "root" $root "name" $up) | fromYaml -}}
{{- if $upSvc.enabled -}}
{{- $key := printf "%s_URL" ($up | upper | replace "-" "_") -}}
{{- $_ := set $env $key (printf "http://%s:%v" (include "homepact.workloadName" (dict "root" $root "name" $up)) $upSvc.port) -}}
{{- end -}}
{{- end -}}
{{- if $svc.globalEnv -}}
{{- range $k, $v := $root.Values.global.env -}}
{{- $_ := set $env $k $v -}}
{{- end -}}
{{- end -}}
{{- range $k, $v := $svc.env -}}
{{- $_ := set $env $k $v -}}
{{- end -}}
{{- include "homepact.storeEnv" (dict "root" $root "svc" $svc "env" $env) -}}
{{- $_ := set $env "PORT" (toString $svc.port) -}}
{{- if $svc.globalEnv -}}
{{- /* /metrics on its own port (kit metrics.ts), the same in every Node pod. */ -}}
{{- $_ := set $env "METRICS_PORT" (toString $root.Values.metrics.port) -}}
{{- end -}}
{{- if $root.Values.global.debug -}}
{{- if $svc.globalEnv -}}
{{- $_ := set $env "LOG_LEVEL" "debug" -}}
{{- /* The Node inspector in our own container: nothing injected (see skaffold.yaml, profile debug). */ -}}
{{- $_ := set $env "NODE_OPTIONS" "--inspect=0.0.0.0:9229" -}}
{{- end -}}
{{- end -}}
{{- $secret := include "homepact.secretEnv" . | fromYaml -}}
{{- $out := dict -}}
{{- range $k, $v := $env -}}
{{- if and (not (hasKey $secret $k)) (not (eq (toString $v) "")) (not (kindIs "invalid" $v)) -}}
{{- $s := toString $v -}}
{{- if contains "{{" $s -}}{{- $s = tpl $s $root -}}{{- end -}}
{{- $_ := set $out $k $s -}}
{{- end -}}
{{- end -}}
{{- toYaml $out -}}
{{- end -}}
