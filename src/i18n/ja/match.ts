/**
 * 照合結果の日本語テキスト：判定理由、グループの選択、説明の手順、仮定、robots.txt 取得結果。
 * キーはコアが返すコード（src/i18n/en/match.ts と同じ）。
 */
import type { Catalog } from "../index";

/** Messages of the matcher's results. */
export const matchMessages: Catalog = {
  // 判定理由
  "rule-allow": "{line} 行目で許可：ルール「{pattern}」で決まります。",
  "rule-disallow": "{line} 行目でブロック：ルール「{pattern}」で決まります。",
  "rule-empty-disallow":
    "許可：{line} 行目の空の Disallow はすべてのパスに一致しますが、何もブロックしません（Google のパーサーはこの行を決定行として報告します）。",
  "no-rule-matched":
    "許可：{count, plural, =0 {選ばれたグループにはルールがなく、何も一致しません} =1 {選ばれたグループの唯一のルールはこのパスに一致しません} other {選ばれたグループの # 個のルールはいずれもこのパスに一致しません}}。どのルールにも一致しない URL はクロールできます。",
  "no-group": "許可：このクローラーに適用されるグループがファイルにないため、何も制限されません。",
  "file-ignored-size": "許可：ファイルは {size} バイトで、このエンジンの上限 {bytes} バイトを超えるため、ファイル全体が無視されます。",
  "robots-txt-always-allowed": "許可：この解釈では /robots.txt 自体は常に取得できます。",

  // グループの選択
  "group-token": "「{token}」を指定した{count, plural, =1 {グループ} other { # 個のグループ（統合）}}が適用されます。",
  "group-fallback":
    "「{first}」を指定したグループがないため、クローラーはトークン「{token}」にフォールバックします：{count, plural, =1 {そのグループが適用されます} other {# 個のグループを統合して適用します}}。",
  "group-yandex":
    "このロボットを正確に指定したグループはありません。User-agent に「Yandex」を含む{count, plural, =1 {グループ} other { # 個のグループ}}が適用されます。",
  "group-global":
    "このクローラーを指定したグループがないため、{count, plural, =1 {* グループ} other {# 個の * グループ（統合）}}が適用されます。",
  "group-global-asked": "* として判定しました：{count, plural, =1 {* グループ} other {# 個の * グループ}}が適用されます。",
  "group-global-ignored": "{crawler} は * グループを無視し、これを指定したグループもないため、何も制限されません。",
  "group-none": "このクローラーを指定したグループも * グループもありません。",

  // 説明の手順
  "step-agent": "ユーザーエージェント「{input}」はトークン「{token}」として解釈されます。",
  "step-size-truncated": "ファイルは {size} バイトです。先頭の {bytes} バイトだけが読まれます（{line} 行目で読み込みが止まります）。",
  "step-size-ignored": "ファイルは {size} バイトで、上限の {bytes} バイトを超えています：エンジンはファイルを無視します。",
  "step-path": "比較したパス：{path}",
  "step-other-origin": "この URL は {origin} 上にありますが、ファイルは {fileOrigin} のものです：この robots.txt はこの URL には適用されません。",
  "step-robots-txt-fetched-anyway":
    "クローラーは内容にかかわらず /robots.txt を取得します。Google のパーサーはそれでも他のパスと同じように照合します。",

  // 仮定
  "assume-groups-merged": "{count} 個のグループが該当し、Google と同様に統合されます。このエンジンは統合について文書化していません。",
  "assume-first-record-only":
    "{count} 個のレコードがこのクローラーを指定しています。1996 年のドラフトに従い最初のものだけを使います。このエンジンはこれを文書化していません。",
  "assume-substring-direction":
    "値に「{token}」が含まれるため、このレコードが選ばれます。どちらの名前がどちらを含むべきかは標準に書かれていません。",
  "assume-token-equality":
    "プロダクトトークンは User-agent の値と一致する必要があります。RFC 9309 は完全一致か部分一致かを明記していません。",
  "assume-token-fallback":
    "{crawler} は「{token}」グループにフォールバックします。Google のクローラー一覧にはかつてこの 2 つ目のトークンが載っていましたが、現在は確認されていません。",
  "assume-crawler-engine": "{crawler} の提供元は独自の解釈を文書化していないため、{engine} として解釈します。",
  "assume-size-limit":
    "ファイルはこのエンジンの上限 {bytes} バイトを超えています。この場合の動作は確実には文書化されていません（出典を参照）。",
  "assume-tie-allow":
    "同じ長さの Allow と Disallow が一致します。Google の文書どおり Allow が優先されると仮定します。このエンジンは同点時の扱いを文書化していません。",
  "assume-wildcard-length":
    "ワイルドカードを含むルールが競合します。Google と同様に、記述どおりの長さ（* と $ もそれぞれ数える）で比べます。このエンジンは数え方を示していません。",
  "assume-percent-encoding": "パーセントエンコードは Google のパーサーと同様に比較します。このエンジンはこれを文書化していません。",
  "assume-empty-rule":
    "グループに空の {kind} 行があります。このエンジンのヘルプの記述どおりに解釈しますが、現在のドキュメントでは確認されていません。",
  "assume-empty-group": (p) =>
    p.applies
      ? "適用されるグループにルールがないため、すべて許可されます。このエンジンについては確実には文書化されていません。"
      : "ルール行のないレコードは無視されます（1994 年の標準は少なくとも 1 行の Disallow を求めています）。これは確実には文書化されていません。",
  "assume-token-match":
    "User-agent の値は A–Z、a–z、_、- 以外の最初の文字までを読み、Google と同様に大文字と小文字を区別せず「{token}」と比較します。このエンジンは比較方法を文書化していません。",
  "assume-global-value":
    "「{value}」は Google と同様に * グループとして解釈します。このエンジンは * の後に文字を続けてよいかを示していません。",
  "assume-blank-line": (p) =>
    p.mode === "ends-group"
      ? "このエンジンのヘルプが示すとおり、ここでは空行でグループが終わります。確実には文書化されていません。"
      : "Google と同様に、空行ではグループが終わらないと解釈します。このエンジンはこれを文書化していません。",
  "assume-line-between-agents":
    "同じグループの User-agent 行の間に別の行があります。Google と同様に 1 つのグループとして解釈します。このエンジンはこれを文書化していません。",
  "assume-global-ignored": "{crawler} は * グループを無視するものとして解釈します。提供元によるこの説明は確実には確認されていません。",
  "assume-robots-txt-not-special": "/robots.txt は他のパスと同様に照合されます。このエンジンは常に許可されるかどうかを示していません。",
  "assume-hex-case":
    "パーセントエスケープは RFC 3986 のとおり 16 進数の大文字・小文字を区別せずに比較します（%3c = %3C）。RFC 9309 自体はこれを述べていません。",
  "assume-precedence": (p) =>
    `複数のルールが一致します。このエンジンのヘルプに従い、${p.mode === "longest" ? "最も長い" : "最初の"}ルールで決まると仮定します。`,
  "assume-bom-skipped": "ファイルはバイトオーダーマーク（BOM）で始まります。Google と同様に読み飛ばされると仮定します。",
  "assume-strict-keys":
    "{line} 行目はスペルミスのあるキーか、値と続けて書かれたキーです。このエンジンは寛容な解釈を文書化していないため、無視すると仮定します。",
  "assume-orphan-rules": "最初の User-agent 行より前のルールは Google と同様に無視されます。このエンジンはこれを文書化していません。",
  "assume-no-size-limit": "この解釈にはサイズの上限がありません：{size} バイトのファイル全体を読みます。",
  "assume-wildcards": "{line} 行目は * または $ を使っています。ワイルドカードとして解釈しますが、このエンジンについては他の資料でしか文書化されていません。",
  "assume-dollar-mid-pattern": "{line} 行目の途中に $ があります。Google と同様に文字 $ として解釈します。",
  "assume-no-index-html":
    "{line} 行目は index.html ページを許可しています。そのディレクトリまで許可するのは Google のパーサーだけで、このエンジンは許可しないと仮定します。",
  "assume-rule-decoding":
    "{line} 行目には通常の文字のパーセントエスケープがあります。RFC 9309 §2.2.2 が URL について述べるとおり、比較の前にデコードします。",
  "assume-allow-1996": "Allow は 1996 年のドラフトで加わりました。1994 年の標準には Disallow しかありませんでした。",

  // 取得結果とその影響
  "status.redirect": "3xx リダイレクト（追従）",
  "status.redirect-loop": "5 回を超えるリダイレクト",
  "status.unauthorized": "401 / 403",
  "status.not-found": "404 などの 4xx",
  "status.too-many-requests": "429",
  "status.server-error": "5xx",
  "status.unreachable": "タイムアウトまたは接続不可",
  "status.effect.parse": "転送先のファイルを読む",
  "status.effect.allow-all": "すべてクロールする",
  "status.effect.disallow-all": "何もクロールしない",
  "status.effect.disallow-then-cache": "12 時間は何もクロールせず、その後最大 30 日間は最後の正常なコピーを使い、以降はすべてクロールする",
  "status.effect.defer": "クロールを延期する（当面は何もしない）",
};
