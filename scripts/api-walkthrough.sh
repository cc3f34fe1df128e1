#!/usr/bin/env bash
# Smoke test: walks every flow of spec §4 against a running product, with curl and jq only — the
# same flows, in the same order, as docs/api-walkthrough.md. Needs demo mode (the default of
# `pnpm start`): codes, PINs and tokens come from the dev API under /dev/api.
#
#   bash scripts/api-walkthrough.sh                 # against `pnpm start` on 8080…8083
#   WEB_URL=http://localhost:18080 TSS_URL=http://localhost:18081 \
#   SURGERY_URL=http://localhost:18082 SMED_URL=http://localhost:18083 bash scripts/api-walkthrough.sh
#
# Settings (environment):
#   WEB_URL, TSS_URL, SURGERY_URL, SMED_URL  the four apps (defaults http://localhost:8080 … 8083)
#   SKIP_SLOW=1   skip the one slow step: waiting out the 60 s cooldown to resend a booking PIN
#   CURL_OPTS     extra curl options, e.g. "--interface 127.0.0.2" (see "Rate limits" below)
#
# Each run uses fresh codes, phone numbers and e-mail addresses, so runs do not disturb each other,
# and cancels what it booked, so the demo slots are not used up.
# Rate limits: the server limits per client address, among others, booking-PIN checks (30 in
# 15 minutes; a run uses 10), failed code logins (10 in 10 minutes; a run uses 1), identity-PIN
# requests (20 an hour; a run uses 3) and contact messages (5 an hour; a run uses 1). So run it at
# most three times in 15 minutes and five times an hour from one address.
#
# Prints one line per step and ends with "N passed, M failed"; exits 1 when a step failed.
set -euo pipefail

WEB_URL=${WEB_URL:-http://localhost:8080}
TSS_URL=${TSS_URL:-http://localhost:8081}
SURGERY_URL=${SURGERY_URL:-http://localhost:8082}
SMED_URL=${SMED_URL:-http://localhost:8083}
SKIP_SLOW=${SKIP_SLOW:-0}
read -r -a EXTRA <<<"${CURL_OPTS:-}"

W=$WEB_URL/web/api/v4
T=$TSS_URL/web/api/v4
S=$SURGERY_URL/web/api/v4
M=$SMED_URL/web/api/v4
DEV=$WEB_URL/dev/api

for tool in curl jq; do
  command -v "$tool" >/dev/null || {
    echo "$tool is missing (Debian: apt-get install -y $tool)" >&2
    exit 2
  }
done

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

PASSED=0
FAILED=0
STATUS=''
BODY=''

pass() {
  PASSED=$((PASSED + 1))
  printf '  ok    %s\n' "$1"
}

fail() {
  FAILED=$((FAILED + 1))
  printf '  FAIL  %s — %s\n' "$1" "$2"
  printf '        answer: %s\n' "$(head -c 400 <<<"$BODY")"
}

section() { printf '\n%s\n' "$1"; }

# call METHOD URL [curl options …] → STATUS, BODY, headers in $TMP/headers
call() {
  local method=$1 url=$2
  shift 2
  STATUS=$(curl -sS "${EXTRA[@]}" -X "$method" -D "$TMP/headers" -o "$TMP/body" \
    -w '%{http_code}' "$@" "$url") || STATUS=000
  BODY=$(cat "$TMP/body" 2>/dev/null || true)
}

# JSON body shortcut: jcall METHOD URL JSON [curl options …]
jcall() {
  local method=$1 url=$2 json=$3
  shift 3
  call "$method" "$url" -H 'Content-Type: application/json' --data-raw "$json" "$@"
}

header() { { grep -i "^$1:" "$TMP/headers" | head -1 | cut -d: -f2- | tr -d '\r' | sed 's/^ *//'; } 2>/dev/null || true; }

# check LABEL STATUS [JQ-FILTER]: the last answer had this status and satisfies the filter.
check() {
  local label=$1 want=$2 filter=${3:-}
  if [[ $STATUS != "$want" ]]; then
    fail "$label" "HTTP $STATUS, expected $want"
  elif [[ -n $filter ]] && ! jq -e "$filter" >/dev/null 2>&1 <<<"$BODY"; then
    fail "$label" "HTTP $STATUS, but not: $filter"
  else
    pass "$label"
  fi
}

# refused LABEL STATUS CODE: the last answer is the error CODE with this status.
refused() { check "$1" "$2" ".errors[0].code == \"$3\" and (.referenceId | type == \"string\")"; }

# value JQ-FILTER: a value from the last answer ('' when absent).
value() { jq -r "$1 // empty" <<<"$BODY" 2>/dev/null || true; }

dev_code() { jq -r '.code // empty' < <(curl -sS "${EXTRA[@]}" -X POST "$DEV/codes" \
  -H 'Content-Type: application/json' -d "{\"leistungsmerkmal\":\"$1\"}"); }

dev_token() { jq -r '.token // empty' < <(curl -sS "${EXTRA[@]}" -X POST "$DEV/tokens" \
  -H 'Content-Type: application/json' -d "$1"); }

# The newest PIN sent to a phone number or e-mail address (dev outbox).
pin_for() {
  curl -sS "${EXTRA[@]}" -G "$DEV/outbox" --data-urlencode "to=$1" |
    jq -r '.messages[0].text // "" | capture("PIN[^0-9]*(?<pin>[0-9]{6})").pin // empty' || true
}

# The first slot id of the search answer in $BODY: in person (default) or video.
first_slot() {
  if [[ ${1:-} == video ]]; then
    value '[.slots[][][][][] | select(.termintyp == "VIDEOSPRECHSTUNDE")][0].id'
  else
    value '[.slots[][][][][] | select(.termintyp != "VIDEOSPRECHSTUNDE")][0].id'
  fi
}

# The booking payload of §3 for a slot; $2 the e-mail address, $3 extra jq edits.
booking() {
  jq -nc --arg slot "$1" --arg mail "$2" '{
    slot: $slot,
    leistungsmerkmale: ["W030"],
    contact: {
      geschlecht: "WEIBLICH", vorname: "Erika", nachname: "Musterfrau",
      geburtsdatum: "1980-04-12", strasse: "Invalidenstraße", hausnummer: "1",
      plz: "10115", ort: "Berlin", phone: "+491701234567",
      notificationChannel: "email", notificationReceiver: $mail,
      hinweisAnBehandelndenArzt: ""
    }
  }' | jq -c "${3:-.}"
}

RUN=$(date +%s)$((RANDOM % 1000))
mail() { echo "walk-$1-$RUN@example.org"; }
PHONE="+49170$(printf '%07d' $((10#${RUN: -7})))"

printf 'Terminservice API walkthrough against %s (run %s)\n' "$WEB_URL" "$RUN"

# ------------------------------------------------------------------------------------------------
section '1. Application type (version)'

call GET "$W/version"
if [[ $STATUS == 200 && $(header x-ets-application-type) == WEB && $BODY == 4.* ]]; then
  pass 'version without token → WEB'
else
  fail 'version without token → WEB' "HTTP $STATUS, type '$(header x-ets-application-type)'"
fi

TSS=$(dev_token '{"applicationType":"TSS"}')
DISPO=$(dev_token '{"applicationType":"DISPO"}')
SURGERY=$(dev_token '{"applicationType":"SURGERY","subject":"praxis-walkthrough"}')
SMED=$(dev_token '{"applicationType":"SMED"}')
EXPIRED=$(dev_token '{"applicationType":"TSS","expired":true}')
TSSH="x-ets-identification-token: $TSS"
DISPOH="x-ets-identification-token: $DISPO"
SURGERYH="x-ets-identification-token: $SURGERY"

type_is() {
  local label=$1 want=$2
  shift 2
  call GET "$@"
  if [[ $STATUS == 200 && $(header x-ets-application-type) == "$want" ]]; then
    pass "$label"
  else
    fail "$label" "HTTP $STATUS, type '$(header x-ets-application-type)'"
  fi
}
type_is 'version with a TSS token (header) → TSS' TSS "$T/version" -H "$TSSH"
type_is 'version with a DISPO token → TSSDISPOSW' TSSDISPOSW "$T/version" -H "$DISPOH"
type_is 'version with a practice token → ARZTBUCHUNG' ARZTBUCHUNG "$S/version" -H "$SURGERYH"
call GET "$S/version?token=$SURGERY"
refused 'version with the token in the URL → 400 WP003 (header only)' 400 WP003
type_is 'version with a SMED pseudonym → SMEDPATIENT' SMEDPATIENT "$M/version" -H "x-ets-smed-pseudonym: $SMED"
type_is 'version with an unknown pseudonym → WEB' WEB "$M/version" -H 'x-ets-smed-pseudonym: gibt-es-nicht'

call GET "$T/version" -H 'x-ets-identification-token: kein.gueltiges.token'
check 'version with an invalid token → 401 WP005 JWT ungültig' 401 '.errors[0] == {code: "WP005", text: "JWT ungültig"}'
call GET "$T/version" -H "x-ets-identification-token: $EXPIRED"
check 'version with an expired token → 401 WP005 JWT abgelaufen' 401 '.errors[0] == {code: "WP005", text: "JWT abgelaufen"}'

# ------------------------------------------------------------------------------------------------
section '2. Code login'

CODE=$(dev_code W030)
[[ $CODE =~ ^[A-Z0-9]{12}$ ]] && pass "dev API issues a code for W030 ($CODE)" || fail 'dev API issues a code' "got '$CODE'"

call GET "$W/videosprechstunde/reservierungsstatus/abrufen" -u ":$CODE"
check 'reservation status first → FREI' 200 '.reservierungsstatus == "FREI"'
call GET "$W/login?plz=10115" -u ":$CODE"
check 'login with code + postcode → kv, qualifikationen, termintypen' 200 \
  '.kv == "72" and .qualifikationen == ["W030"] and (.termintypen | index("PRAESENZTERMIN"))'
call GET "$W/login?plz=10115" -u ":${CODE:0:4}-${CODE:4:4}-${CODE:8:4}"
check 'login accepts the code as XXXX-XXXX-XXXX too' 200 '.qualifikationen == ["W030"]'
call GET "$W/login?plz=10115" -u ':ZZZZ-ZZZZ-ZZZZ'
refused 'login with an unknown code → 401 WP042' 401 WP042
call GET "$W/login?plz=99999" -u ":$CODE"
refused 'login with an unknown postcode → 400 WP030' 400 WP030
call GET "$W/login?plz=1011" -u ":$CODE"
refused 'login with a 4-digit postcode → 400 WP003' 400 WP003

call GET "$T/code/dringlichkeit?dringlichkeit=DRINGEND" -H "$TSSH"
check 'TSS: open code (no specialty) by urgency' 200 '.code | test("^[A-Z0-9]{12}$")'
OPEN=$(value .code)
call GET "$W/code/dringlichkeit?dringlichkeit=DRINGEND"
refused 'WEB may not fetch codes → 403 WP002' 403 WP002
call GET "$T/login?plz=10115" -u ":$OPEN" -H "$TSSH"
check 'login with the open code → no qualifikationen (the app opens the picker)' 200 '.qualifikationen == []'
call GET "$T/leistungsmerkmale/abrufen" -H "$TSSH"
check 'TSS picker catalogue: w, z and g' 200 \
  '(.w["Augenheilkunde"]["Augenheilkunde"] == ["W030"]) and (.z | length > 0) and (.g | length > 0)'
call GET "$T/search?plz=10115&someOf=W030" -u ":$OPEN" -H "$TSSH"
check 'search with the picked qualification (someOf=W030)' 200 '.requestInfo.gesuchteLeistungsmerkmale == ["W030"]'
call GET "$W/search?plz=10115" -u ":$OPEN"
refused 'open code without someOf → 400 WP003' 400 WP003

# ------------------------------------------------------------------------------------------------
section '3. Search, availability, place names, qualifications'

call GET "$W/search?plz=10115&radius=10&daytime=11111111110000" -u ":$CODE"
check 'WEB search: radius 10, weekdays only' 200 \
  '.requestInfo.radius == 10 and .requestInfo.daytime == "11111111110000" and (.slots | has("default") and has("additional") and has("freeToUseForPraxis")) and (.praxen | length > 0)'
check 'WEB search shows only patient slots' 200 '[.slots[][][][][] | .buchungsbefugnisse | index("PATIENT")] | all'
call GET "$W/search?plz=10115&radius=500" -u ":$CODE"
refused 'radius 500 → 400 WP003' 400 WP003
call GET "$W/search?plz=10115&dringlichkeit=AKUT" -u ":$CODE"
refused 'WEB may not choose the urgency → 400 WP003' 400 WP003

call GET "$T/search?plz=10115&someOf=W030&dringlichkeit=AKUT" -u ":$OPEN" -H "$TSSH"
check 'TSS search with urgency AKUT (2 days)' 200 '.requestInfo.dringlichkeit == "AKUT" and (.slots.default | keys | length <= 3)'
FROM=$(date -d '+1 day' +%Y-%m-%dT08:00)
TO=$(date -d '+7 days' +%Y-%m-%dT18:00)
call GET "$T/search?plz=10115&someOf=W030&gesuchterTagVon=$FROM&gesuchterTagBis=$TO" -u ":$OPEN" -H "$TSSH"
check "TSS search in a date range ($FROM … $TO)" 200 \
  "[.slots.default | keys[]] | all(. >= \"${FROM:0:10}\" and . <= \"${TO:0:10}\")"
call GET "$T/search?plz=10115&someOf=W030&gesuchterTagVon=$TO&gesuchterTagBis=$FROM" -u ":$OPEN" -H "$TSSH"
refused "TSS search with 'Bis' before 'Von' → 400 WP003" 400 WP003
call GET "$T/einrichtungssuche/durchfuehren?suchbegriff=Augen&plz=101" -H "$TSSH"
check 'facility lookup (einrichtungssuche) names the BSNR' 200 '.einrichtungen[0].bsnr | test("^[0-9]{9}$")'
BSNR=$(value '.einrichtungen[0].bsnr')
call GET "$T/search?plz=10115&someOf=W030&radius=20&bsnr=$BSNR" -u ":$OPEN" -H "$TSSH"
check "TSS search for one practice (bsnr=$BSNR)" 200 ".requestInfo.bsnr == \"$BSNR\" and (.praxen | length == 1)"
call GET "$W/search?plz=10115&bsnr=$BSNR" -u ":$CODE"
refused 'WEB may not filter by BSNR → 403 WP002' 403 WP002

jcall POST "$W/termincheck/check" '{"postleitzahl":"10115","leistungsmerkmale":["W030"]}'
check 'availability 10115 / W030 → termineVorhanden' 200 '.termineVorhanden == true and .suchRadius == 5'
jcall POST "$W/termincheck/check" '{"postleitzahl":"18565","leistungsmerkmale":["W991"]}'
check 'availability on Hiddensee (18565) / W991 → none' 200 '.termineVorhanden == false'
jcall POST "$W/termincheck/check" '{"postleitzahl":"99999","leistungsmerkmale":["W030"]}'
refused 'availability with an unknown postcode → 400 WP030' 400 WP030
jcall POST "$W/termincheck/check" '{"postleitzahl":"10115","leistungsmerkmale":["X999"]}'
refused 'availability with an unknown specialty → 400 WP067' 400 WP067

call GET "$W/ortsname/abrufen?plz=10115"
check 'place name of 10115 → Berlin' 200 '.ortsname == "Berlin"'
call GET "$W/ortsname/abrufen?plz=99999"
refused 'place name of an unknown postcode → 404 WP030' 404 WP030
call GET "$W/leistungsmerkmale/abrufen"
check 'WEB catalogue: w only (z and g empty)' 200 '(.w | length > 0) and .z == {} and .g == {}'

SMEDCODE=$(dev_code A001)
call GET "$M/search/smed?smedEinrichtungspseudonym=$SMED" -u ":$SMEDCODE"
check 'SMED search: the slots of the one facility' 200 '.requestInfo.radius == 0 and (.praxen | length == 1)'
SMEDSLOT=$(first_slot)
call GET "$M/search/smed?smedEinrichtungspseudonym=gibt-es-nicht" -u ":$SMEDCODE"
refused 'SMED search with an unknown pseudonym → 404 WP068' 404 WP068
jcall POST "$M/buchung" "$(booking "$SMEDSLOT" '' '.leistungsmerkmale = ["A001"] | .contact.notificationChannel = ""')" \
  -u ":$SMEDCODE" -H "x-ets-smed-pseudonym: $SMED"
check 'SMED: book in person without an e-mail address' 204
jcall DELETE "$M/buchung" "{\"slots\":[\"$SMEDSLOT\"]}" -u ":$SMEDCODE" -H "x-ets-smed-pseudonym: $SMED"
check 'SMED: cancel it again' 204

# ------------------------------------------------------------------------------------------------
section '4. Without a code: availability → identity PIN → code'

jcall POST "$W/identitaetsbestaetigung/anfordern/sms" \
  "{\"plz\":\"10115\",\"phone\":\"$PHONE\",\"leistungsmerkmal\":\"W030\"}"
check "PIN by SMS to $PHONE → token" 200 '.token | length > 20'
SMSTOKEN=$(value .token)
SMSPIN=$(pin_for "$PHONE")
[[ $SMSPIN =~ ^[0-9]{6}$ ]] && pass 'the SMS with the PIN is in the dev outbox' || fail 'SMS PIN in the outbox' "got '$SMSPIN'"
jcall POST "$W/identitaetsbestaetigung/bestaetigen" "{\"token\":\"$SMSTOKEN\",\"pin\":\"000000\"}"
refused 'a wrong PIN → 400 WP059' 400 WP059
jcall POST "$W/identitaetsbestaetigung/bestaetigen" "{\"token\":\"$SMSTOKEN\",\"pin\":\"$SMSPIN\"}"
check 'the right PIN → vermittlungscode, plz, leistungsmerkmal' 200 \
  '(.vermittlungscode | test("^[A-Z0-9]{12}$")) and .plz == "10115" and .leistungsmerkmal == "W030"'
SMSCODE=$(value .vermittlungscode)
call GET "$W/search?plz=10115" -u ":$SMSCODE"
check 'search with the code from the SMS check' 200 '.requestInfo.gesuchteLeistungsmerkmale == ["W030"]'

PMAIL=$(mail patient)
jcall POST "$W/identitaetsbestaetigung/anfordern/email" \
  "{\"plz\":\"10115\",\"receiver\":\"$PMAIL\",\"leistungsmerkmal\":\"W030\"}"
check "PIN by e-mail to $PMAIL → token" 200 '.token | length > 20'
MAILTOKEN=$(value .token)
MAILPIN=$(pin_for "$PMAIL")
jcall POST "$W/identitaetsbestaetigung/bestaetigen" "{\"token\":\"$MAILTOKEN\",\"pin\":\"${MAILPIN:0:3}-${MAILPIN:3:3}\"}"
check 'the e-mailed PIN (with dash, as typed) → code' 200 '.vermittlungscode | test("^[A-Z0-9]{12}$")'
NOCODE=$(value .vermittlungscode)

call GET "$T/code?leistungsmerkmal=W981" -H "$DISPOH"
check 'DISPO: code for a referral-free specialty (W981)' 200 '.code | test("^[A-Z0-9]{12}$")'
DISPOCODE=$(value .code)
call GET "$T/login?plz=80331" -u ":$DISPOCODE" -H "$DISPOH"
check 'DISPO: login with that code' 200 '.kv == "71" and .qualifikationen == ["W981"]'
call GET "$T/code?leistungsmerkmal=N001" -H "$TSSH"
refused 'code for a specialty that needs a referral → 400 WP067' 400 WP067
call GET "$W/code?leistungsmerkmal=W030"
refused 'WEB may not fetch such a code → 403 WP002' 403 WP002

# ------------------------------------------------------------------------------------------------
section '5. Book in person, manage, cancel'

call GET "$W/search?plz=10115" -u ":$NOCODE"
SLOT=$(first_slot)
[[ -n $SLOT ]] && pass "an in-person slot from the search ($SLOT)" || fail 'an in-person slot' 'none found'
KEY="walk-$RUN-book"
jcall POST "$W/buchung" "$(booking "$SLOT" "$PMAIL")" -u ":$NOCODE" -H "Idempotency-Key: $KEY"
check 'book in person (Idempotency-Key) → 204' 204
jcall POST "$W/buchung" "$(booking "$SLOT" "$PMAIL")" -u ":$NOCODE" -H "Idempotency-Key: $KEY"
check 'the same request again (same key) → the same 204' 204
jcall POST "$W/buchung" "$(booking "$SLOT" "$PMAIL" '.contact.vorname = "Max"')" -u ":$NOCODE" -H "Idempotency-Key: $KEY"
refused 'same key, other body → 422 IDEMPOTENCY_KEY_REUSED' 422 IDEMPOTENCY_KEY_REUSED
OTHER=$(dev_code W030)
jcall POST "$W/buchung" "$(booking "$SLOT" "$PMAIL")" -u ":$OTHER"
refused 'another code books the same slot → 409 BU004' 409 BU004
jcall POST "$W/buchung" "$(booking 99999999 "$PMAIL")" -u ":$OTHER"
refused 'an unknown slot → 404 BU002' 404 BU002
jcall POST "$W/buchung" "$(booking "$SLOT" "$PMAIL" '.contact.geburtsdatum = "2999-01-01" | .contact.plz = "1011"')" -u ":$OTHER"
check 'invalid contact → 400 WP003 per field' 400 '[.errors[].field] == ["body.contact.geburtsdatum", "body.contact.plz"]'

call GET "$W/login?plz=10115" -u ":$NOCODE"
refused 'login after booking → 409 WP009 (the app shows the details)' 409 WP009
call GET "$W/buchung" -u ":$NOCODE"
check 'booking lookup (details)' 200 \
  "[.slots[][][]] | length == 1 and .[0].id == \"$SLOT\" and .[0].termintyp == \"PRAESENZTERMIN\" and .[0].showTerminAbsagenOption == true"
call GET "$W/buchung/kalender?slotId=$SLOT" -u ":$NOCODE"
if [[ $STATUS == 200 && $(header content-type) == text/calendar* && $BODY == BEGIN:VCALENDAR* ]]; then
  pass 'calendar file (text/calendar)'
else
  fail 'calendar file' "HTTP $STATUS, $(header content-type)"
fi
call GET "$W/buchungsinformationen/vermittlungscode/notiert/abrufen" -u ":$NOCODE"
check 'noted flag → NICHT_NOTIERT' 200 '.notiert == "NICHT_NOTIERT"'
call POST "$W/buchungsinformationen/vermittlungscode/notiert/speichern" -u ":$NOCODE" -H 'Content-Type: application/json'
check "mark as noted ('Ich habe mir den Code notiert'), empty body → 204" 204
call GET "$W/buchungsinformationen/vermittlungscode/notiert/abrufen" -u ":$NOCODE"
check 'noted flag → NOTIERT' 200 '.notiert == "NOTIERT"'
NEWMAIL=$(mail neu)
jcall PATCH "$W/buchung" "{\"notificationReceiver\":\"$NEWMAIL\"}" -u ":$NOCODE"
check 'change the notification e-mail → 200, waiting for its PIN (issue #26)' 200 '.bestaetigungAusstehend == true'
call GET "$DEV/outbox" -G --data-urlencode "to=$NEWMAIL"
check 'the new address gets its PIN and nothing else' 200 \
  '(.messages | length) == 1 and (.messages[0].subject | startswith("Ihre Verifizierungs-PIN"))'
jcall POST "$W/buchung/email/bestaetigen" "{\"pin\":\"$(pin_for "$NEWMAIL")\"}" -u ":$NOCODE"
check 'confirm the new address with the PIN → 204' 204
call GET "$DEV/outbox" -G --data-urlencode "to=$NEWMAIL"
check 'the confirmation goes to the new address' 200 '.messages[0].subject | startswith("Terminbestätigung")'
jcall POST "$W/identitaetsbestaetigung/anfordern/email" \
  "{\"plz\":\"10115\",\"receiver\":\"$NEWMAIL\",\"leistungsmerkmal\":\"W030\"}"
refused 'a new PIN for an address with an active booking → 409 WP061' 409 WP061

jcall DELETE "$W/buchung" "{\"slots\":[\"$SLOT\"]}" -u ":$NOCODE"
check 'cancel (DELETE with the slot ids) → 204' 204
call GET "$W/buchung" -u ":$NOCODE"
refused 'lookup after cancelling → 404 WP069' 404 WP069
call GET "$W/login?plz=10115" -u ":$NOCODE"
check 'after one cancellation the code logs in again' 200 '.qualifikationen == ["W030"]'
call GET "$W/search?plz=10115" -u ":$NOCODE"
SLOT2=$(first_slot)
jcall POST "$W/buchung" "$(booking "$SLOT2" "$PMAIL")" -u ":$NOCODE"
check "second booking ($SLOT2) → 204" 204
jcall DELETE "$W/buchung" "{\"slots\":[\"$SLOT2\"]}" -u ":$NOCODE"
check 'second cancellation → 204' 204
call GET "$W/login?plz=10115" -u ":$NOCODE"
check 'login after two cancellations → 403 WP008 Anspruch abgelaufen' 403 '.errors[0] == {code: "WP008", text: "Anspruch abgelaufen"}'
call GET "$W/search?plz=10115" -u ":$NOCODE"
refused 'search after two cancellations → 403 WP055' 403 WP055

call GET "$S/code/dringlichkeit?dringlichkeit=AKUT" -H "$SURGERYH"
refused 'SURGERY: only DRINGEND codes → 403 WP002' 403 WP002
call GET "$S/code/dringlichkeit?dringlichkeit=DRINGEND" -H "$SURGERYH"
check 'SURGERY: code generator (DRINGEND)' 200 '.code | test("^[A-Z0-9]{12}$")'
SURGCODE=$(value .code)
FROM=$(date -d '+1 day' +%Y-%m-%dT00:00)
TO=$(date -d '+30 days' +%Y-%m-%dT23:59)
call GET "$S/search?plz=80331&someOf=A001&radius=10&gesuchterTagVon=$FROM&gesuchterTagBis=$TO" -H "$SURGERYH" -u ":$SURGCODE"
check 'SURGERY: search Hausarzt in Munich in a date range' 200 '.praxen | length > 0'
SURGSLOT=$(first_slot)
jcall POST "$S/buchung" \
  "$(booking "$SURGSLOT" '' '.leistungsmerkmale = ["A001"] | .contact.notificationChannel = "" | .contact.hinweisAnBehandelndenArzt = "Bitte Rückruf am Vormittag."')" \
  -H "$SURGERYH" -u ":$SURGCODE"
check 'SURGERY: book with a comment for the doctor, no e-mail' 204
jcall DELETE "$S/buchung" "{\"slots\":[\"$SURGSLOT\"]}" -H "$SURGERYH" -u ":$SURGCODE"
check 'SURGERY: cancel it again' 204

# ------------------------------------------------------------------------------------------------
section '6. Video consultation: reserve → PIN by e-mail → book'

VCODE=$(dev_code W030)
VMAIL=$(mail video)
call GET "$W/search?plz=10115" -u ":$VCODE"
VSLOT=$(first_slot video)
[[ -n $VSLOT ]] && pass "a video slot from the search ($VSLOT)" || fail 'a video slot' 'none found'
jcall POST "$W/buchung" "$(booking "$VSLOT" "$VMAIL")" -u ":$VCODE"
refused 'a video slot cannot be booked directly → 422 BU005' 422 BU005
jcall POST "$W/videosprechstunde/reservieren" "$(booking "$VSLOT" "$VMAIL")" -u ":$VCODE" -H "Idempotency-Key: walk-$RUN-video"
check 'reserve the video consultation → 204' 204
call GET "$W/videosprechstunde/reservierungsstatus/abrufen" -u ":$VCODE"
check 'reservation status → RESERVIERT (the app goes to the PIN page)' 200 '.reservierungsstatus == "RESERVIERT"'
call GET "$W/videosprechstunde/reservierungsinformation/abrufen" -u ":$VCODE"
check 'reservation info: terminzeit, einrichtung, terminprofil' 200 \
  '(.slot.terminzeit | has("wochentag") and has("datum") and has("uhrzeit")) and (.einrichtung.bsnr | length == 9) and (.terminprofil.name | length > 0)'
call GET "$W/videosprechstunde/email/anzeigen" -u ":$VCODE"
check 'booking e-mail address' 200 ".email == \"$VMAIL\""
call GET "$W/search?plz=10115" -u ":$VCODE"
refused 'search while reserved → 409 WP082' 409 WP082
call GET "$W/buchung" -u ":$VCODE"
refused 'management lookup while reserved → 404 WP069 (then the app checks the status)' 404 WP069
VPIN=$(pin_for "$VMAIL")
[[ $VPIN =~ ^[0-9]{6}$ ]] && pass 'the verification mail with the PIN is in the dev outbox' || fail 'verification PIN' "got '$VPIN'"
jcall POST "$W/videosprechstunde/buchen" '{"pin":"000000"}' -u ":$VCODE"
refused 'a wrong booking PIN → 422 WP080' 422 WP080
jcall POST "$W/videosprechstunde/buchen" "{\"pin\":\"$VPIN\"}" -u ":$VCODE" -H "Idempotency-Key: walk-$RUN-vbook"
check 'book with the PIN → 204' 204
call GET "$W/videosprechstunde/reservierungsstatus/abrufen" -u ":$VCODE"
check 'reservation status → FREI' 200 '.reservierungsstatus == "FREI"'
call GET "$W/buchung" -u ":$VCODE"
check 'details: the booked video consultation' 200 "[.slots[][][]][0] | .id == \"$VSLOT\" and .termintyp == \"VIDEOSPRECHSTUNDE\""
jcall POST "$W/videosprechstunde/buchen" "{\"pin\":\"$VPIN\"}" -u ":$VCODE"
refused 'book again → 409 WP076' 409 WP076

section '6b. A second reservation: cooldown, five wrong PINs, cancel'

V2=$(dev_code W030)
V2MAIL=$(mail video2)
call GET "$W/search?plz=10115" -u ":$V2"
V2SLOT=$(first_slot video)
jcall POST "$W/videosprechstunde/reservieren" "$(booking "$V2SLOT" "$V2MAIL")" -u ":$V2"
check "reserve another video slot ($V2SLOT)" 204
V3=$(dev_code W030)
jcall POST "$W/videosprechstunde/reservieren" "$(booking "$V2SLOT" "$(mail video3)")" -u ":$V3"
refused 'someone else reserves the same slot → 409 WP074' 409 WP074
jcall POST "$W/videosprechstunde/reservieren" "$(booking "$V2SLOT" "$V2MAIL")" -u ":$V2"
refused 'the same code reserves again → 409 WP073' 409 WP073
OLDPIN=$(pin_for "$V2MAIL")
jcall POST "$W/videosprechstunde/pin/erneut/zusenden" '{}' -u ":$V2"
WAIT=$(header retry-after)
check "resend the PIN at once → 429 RATE_LIMIT, Retry-After ${WAIT}s" 429 '.errors[0].code == "RATE_LIMIT"'
jcall POST "$W/videosprechstunde/pin/erneut/zusenden" '{"receiver":"jemand.anders@example.org"}' -u ":$V2"
refused 'resend to another address → 422 WP003' 422 WP003
WRONG=4
if [[ $SKIP_SLOW == 1 ]]; then
  printf '  skip  resend after the cooldown (SKIP_SLOW=1)\n'
  WRONG=5
else
  printf '        waiting %ss for the resend cooldown …\n' "${WAIT:-60}"
  sleep "$((${WAIT:-60} + 1))"
  jcall POST "$W/videosprechstunde/pin/erneut/zusenden" "{\"receiver\":\"$V2MAIL\"}" -u ":$V2"
  check 'resend after the cooldown → 204' 204
  NEWPIN=$(pin_for "$V2MAIL")
  [[ $NEWPIN =~ ^[0-9]{6}$ && $NEWPIN != "$OLDPIN" ]] && pass 'a new PIN arrived' || fail 'a new PIN' "old $OLDPIN, new $NEWPIN"
  if [[ $OLDPIN != "$NEWPIN" ]]; then
    jcall POST "$W/videosprechstunde/buchen" "{\"pin\":\"$OLDPIN\"}" -u ":$V2"
    refused 'the old PIN no longer works → 422 WP080 (wrong PIN 1 of 5)' 422 WP080
  fi
fi
for i in $(seq $((6 - WRONG)) 4); do
  jcall POST "$W/videosprechstunde/buchen" '{"pin":"000000"}' -u ":$V2"
  refused "wrong PIN $i of 5 → 422 WP080" 422 WP080
done
jcall POST "$W/videosprechstunde/buchen" '{"pin":"000000"}' -u ":$V2"
refused 'wrong PIN 5 of 5 → 423 WP079, reservation cancelled' 423 WP079
jcall POST "$W/videosprechstunde/buchen" "{\"pin\":\"$(pin_for "$V2MAIL")\"}" -u ":$V2"
refused 'even the right PIN now → 423 WP079' 423 WP079
call GET "$W/videosprechstunde/reservierungsstatus/abrufen" -u ":$V2"
check 'reservation status → FREI' 200 '.reservierungsstatus == "FREI"'
call GET "$W/search?plz=10115" -u ":$V2"
check 'the slot is free again, the code can search again' 200 \
  "[.slots[][][][][] | .id] | index(\"$V2SLOT\") != null"

jcall POST "$W/videosprechstunde/reservieren" "$(booking "$V2SLOT" "$V2MAIL")" -u ":$V2"
check 'reserve once more' 204
call POST "$W/videosprechstunde/reservierung/stornieren" -u ":$V2" -H 'Content-Type: application/json'
check 'cancel the reservation (empty body) → 204' 204
call GET "$W/videosprechstunde/reservierungsstatus/abrufen" -u ":$V2"
check 'reservation status → FREI' 200 '.reservierungsstatus == "FREI"'
call POST "$W/videosprechstunde/reservierung/stornieren" -u ":$V2" -H 'Content-Type: application/json'
refused 'cancel again → 410 WP075' 410 WP075

# ------------------------------------------------------------------------------------------------
section '7. Manage a booking by code'

call GET "$W/buchung" -u ":$VCODE"
check 'lookup by code → slots, praxen, terminprofile' 200 \
  '(.praxen | length == 1) and (.terminprofile | length == 1) and ([.slots[][][]][0].ical | length > 100)'
call GET "$W/buchung" -u ":$OTHER"
refused 'a code without booking → 404 WP069' 404 WP069
call GET "$W/videosprechstunde/reservierungsstatus/abrufen" -u ":$OTHER"
check '… and no reservation either → FREI (the app shows "Keine Buchung gefunden")' 200 '.reservierungsstatus == "FREI"'
jcall DELETE "$W/buchung" "{\"slots\":[\"$VSLOT\"]}" -u ":$VCODE"
check 'cancel the video consultation (frees the slot for the next run)' 204
call GET "$W/buchung" -u ":$VCODE"
refused '… and it is gone → 404 WP069' 404 WP069

# ------------------------------------------------------------------------------------------------
section '8. Contact form, status, feature toggles, OpenAPI'

jcall POST "$W/contact" \
  "{\"name\":\"Erika Musterfrau\",\"email\":\"$PMAIL\",\"subject\":\"Frage zur Buchung\",\"message\":\"Wie verschiebe ich meinen Termin?\"}" \
  -H "Idempotency-Key: walk-$RUN-contact"
check 'contact form → 204' 204
jcall POST "$W/contact" '{"name":"","email":"kaputt","subject":"","message":""}'
check 'empty contact form → 400 WP003 for each field' 400 '[.errors[].field] == ["body.name", "body.email", "body.subject", "body.message"]'
call GET "$W/status"
check 'status message (empty when none is active)' 200 '.status | type == "string"'
call GET "$W/featuretoggles/abrufen"
check 'feature toggles: key/value list' 200 \
  '[.[] | select(.key == "sms_identitaetspruefung" or .key == "tss_reservierungsabschluss")] | length == 2'
call GET "$W/openapi.json"
check 'openapi.json lists the calls' 200 '.openapi == "3.1.0" and (.paths | has("/web/api/v4/buchung"))'

# ------------------------------------------------------------------------------------------------
printf '\n%s passed, %s failed\n' "$PASSED" "$FAILED"
[[ $FAILED == 0 ]]
