/**
 * 利用設定（Content-Usage、Content-Signal、License）の日本語テキスト。
 */
import type { Catalog } from "../index";

/** コアが返す利用設定の理由。 */
export const prefsMessages: Catalog = {
  "prefs-decided": "{count, plural, =1 {{line} 行目で指定されています。} other {同じパスの # 行で指定されています。組み合わせると最も制限の強い値が優先されます。}}",
  "prefs-none": "選ばれたグループのどの行もこの URL を対象にしていないため、何も指定されていません。",
  "prefs-not-crawlable": "この URL はクロールできず、利用設定はクローラーが取得できる URL にしか適用されません。ここでは何も適用されません。",
  "prefs-no-group": "このファイルのどのグループもこのクローラーに適用されないため、利用設定も適用されません。",
  "prefs-file-ignored": "このエンジンはファイル全体を無視します（サイズ上限）。利用設定も同様です。",
  "prefs-absent": "このファイルには利用設定がありません。",
};

/** パネルの利用設定の表記。 */
export const prefsUi: Catalog = {
  "ui.prefs.heading": "利用設定",
  "ui.prefs.support.ignores": "{engine} のパーサーはこれらの行を読み飛ばします。判定は変わらず、{engine} はこれらの利用を文書化していません。以下はファイルがこのクローラーに示している内容です。",
  "ui.prefs.support.undocumented": "{engine} はクローラーがこれらの行を読むかどうかを文書化していません。判定は変わりません。以下は {engine} のグループ分けで読んだ、ファイルがこのクローラーに示している内容です。",
  "ui.prefs.support.draft": "IETF ドラフト draft-ietf-aipref-attach-05 は RFC 9309 に Content-Usage を追加します（ここでは語彙ドラフト draft-ietf-aipref-vocab-07 に従って読みます）。Content-Signal は Cloudflare 独自のものです。",
  "ui.prefs.value.yes": "許可",
  "ui.prefs.value.no": "不許可",
  "ui.prefs.value.unknown": "指定なし",
  "ui.prefs.col.directive": "ディレクティブ",
  "ui.prefs.col.category": "用途",
  "ui.prefs.col.preference": "設定",
  "ui.prefs.col.line": "行",
  "ui.prefs.category.train-ai": "AI 学習",
  "ui.prefs.category.search": "検索",
  "ui.prefs.category.ai-input": "AI 回答（入力）",
  "ui.prefs.category.ai-train": "AI 学習",
  "ui.prefs.licenses": "{count, plural, other {ライセンス（RSL）}}",
  "ui.prefs.more": "+{count}",
  "ui.prefs.short": "{key}: {value}",
  "ui.prefs.none": "利用設定なし",
  "ui.prefs.filter": "利用設定",
  "ui.prefs.filter.any": "すべての利用設定",
  "ui.prefs.filter.option": "{directive} {key} = {value}",
  "ui.prefs.export.json": "JSON を書き出す",
};
