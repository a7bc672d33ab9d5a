/**
 * robots.txt エディターの日本語テキスト：見えない文字、補完、ホバーカード、ルールの優先度、
 * サイズ上限の印、グループ名、判定とカバレッジのラベル。コードは `editor.` で始まります。
 */

/** The editor's messages. */
export const editorMessages: Record<string, string> = {
  // 見えない文字、紛らわしい文字
  "editor.char.nul": "{code} NUL：Google はここで行の読み込みを止めます",
  "editor.char.tab": "{code} タブ：キーと値の前後では空白として読まれます",
  "editor.char.cr": "{code} キャリッジリターン：クローラーはここで行を終えます",
  "editor.char.nbsp": "{code} ノーブレークスペース：クローラーにとって空白ではないため、キーや値の一部になります",
  "editor.char.shy": "{code} ソフトハイフン：見えませんが、キーや値の一部です",
  "editor.char.zero-width": "{code} ゼロ幅文字：見えませんが、キーや値の一部です",
  "editor.char.bom": "{code} バイトオーダーマーク：ファイルの先頭なら問題ありませんが、それ以外ではテキストの一部になります",
  "editor.char.line-separator": "{code} Unicode 行区切り文字：クローラーはここで行を終えません",
  "editor.char.space": "{code} Unicode スペース：クローラーにとって空白ではないため、キーや値の一部になります",
  "editor.char.control": "{code} 制御文字",
  "editor.char.bidi": "{code} 双方向制御文字：見えませんが、行の見た目の順序を入れ替えることがあります",
  "editor.char.dash": "{code}「{char}」はハイフンに見えますが別の文字です：これを含む `User‐agent` は不明なキーになります",
  "editor.char.colon": "{code} 全角コロン：クローラーには ASCII の「:」が必要です",
  "editor.char.slash": "{code}「{char}」はスラッシュに見えますが別の文字です：パスには「/」を使ってください",
  "editor.char.quote": "{code} 組版用の引用符「{char}」：ワープロからコピーしましたか？ クローラーは文字どおりに読みます",

  // エンジンと用途
  "editor.engine.google": "Google",
  "editor.engine.bing": "Bing",
  "editor.engine.yandex": "Yandex",
  "editor.engine.yandex-classic": "Yandex（旧仕様）",
  "editor.engine.original": "1994 年の標準",
  "editor.engine.rfc9309": "RFC 9309",
  "editor.engines.none": "対象のエンジンなし",
  "editor.purpose.search": "検索",
  "editor.purpose.images": "画像",
  "editor.purpose.video": "動画",
  "editor.purpose.news": "ニュース",
  "editor.purpose.ads": "広告",
  "editor.purpose.shopping": "ショッピング",
  "editor.purpose.ai-training": "AI 学習",
  "editor.purpose.ai-search": "AI 検索",
  "editor.purpose.ai-assistant": "AI のユーザー依頼取得",
  "editor.purpose.monitoring": "監視",
  "editor.purpose.ai-agent": "AI エージェント",
  "editor.purpose.ai-data": "AI 向けデータ収集",
  "editor.purpose.seo": "SEO・マーケティング",
  "editor.purpose.archiving": "アーカイブ",
  "editor.purpose.social-preview": "リンクプレビュー",
  "editor.vendor.unknown": "運営者不明",
  "editor.purpose.other": "その他",

  // ディレクティブ
  "editor.directive.user-agent":
    "グループを開始します：以降のルールが適用されるクローラー（プロダクトトークン）。`*` は自分のグループを持たないすべてのクローラーを指します。",
  "editor.directive.allow":
    "パターンで始まるパスを許可します。`*` は任意の文字列、`$` は末尾を表します。最長一致のエンジンでは、一致する最も長いパターンが優先されます。",
  "editor.directive.disallow":
    "パターンで始まるパスをブロックします。`*` は任意の文字列、`$` は末尾を表します。値が空なら何もブロックしません。",
  "editor.directive.sitemap": "サイトマップの絶対 URL。どのグループにも属さず、ファイル全体に適用されます。",
  "editor.directive.crawl-delay": "リクエスト間の待機秒数。Bing と旧 Yandex は読みますが、Google は無視します。",
  "editor.directive.host": "優先するミラーのホスト（旧 Yandex のみ。Yandex は 2018 年に廃止）。",
  "editor.directive.clean-param": "Yandex が無視すべき URL パラメーター（パスのプレフィックスで範囲を指定可）：`Clean-param: ref&utm /shop/`。",
  "editor.directive.noindex":
    "もう robots.txt のディレクティブではありません：Google は 2019 年に読むのをやめました。robots メタタグかヘッダーを使ってください。",
  "editor.directive.nofollow": "robots.txt のディレクティブではありません：対象のどのエンジンも読みません。robots メタタグかヘッダーを使ってください。",
  "editor.directive.request-rate": "古いドラフトのディレクティブ：対象のどのエンジンも読みません。",
  "editor.directive.visit-time": "古いドラフトのディレクティブ：対象のどのエンジンも読みません。",
  "editor.directive.content-usage": "利用設定（IETF AIPREF、draft-ietf-aipref-attach-05）：`Content-Usage: [パス] train-ai=n, search=y`。キーは train-ai と search、値は y か n。Allow/Disallow と同じくパスで範囲を決めます。クロールには影響しません。",
  "editor.directive.content-signal": "Cloudflare の Content Signals：グループ全体に `Content-Signal: search=yes, ai-input=yes, ai-train=no`。値は yes か no、省略したキーは何も指定しません。クロールには影響しません。",
  "editor.directive.license": "RSL 1.0：サイト全体のライセンスファイルの絶対 URL。どのグループにも属さず、クロールには影響しません。",

  // 補完
  "editor.complete.global": "すべてのクローラー",
  "editor.complete.crawler": "{name}（{vendor}、{purpose}）。",
  "editor.complete.fallback": "自分のグループがないときに従う順：{tokens}。",
  "editor.complete.ignores-global": "`User-agent: *` グループは無視します。",
  "editor.complete.used-path": "このファイルで使用",
  "editor.complete.root": "サイト全体",
  "editor.complete.sitemap": "サイトマップの URL",

  // ホバー
  "editor.hover.unknown-directive": "「{key}」は対象のどのエンジンも知らないディレクティブです：すべてのエンジンがこの行を読み飛ばします。",
  "editor.hover.key-typo": "「{key}」は Google が {name} として受け入れるスペルミスです。他のエンジンはこの行を読み飛ばします。",
  "editor.hover.key-prefix": "「{key}」は {name} で始まるため、Google は {name} として読みます。他のエンジンはこの行を読み飛ばします。",
  "editor.hover.missing-colon": "コロンがありません：Google は {name} として読みますが、他のエンジンはこの行を読み飛ばします。",
  "editor.hover.honours": "従う（{confidence}）",
  "editor.hover.ignores": "無視",
  "editor.hover.agent-title": "User-agent: {value}",
  "editor.hover.agent-global": "`*` は、自分のトークンを指定したグループが見つからないすべてのクローラーを指します。",
  "editor.hover.agent-no-token": "「{value}」にはプロダクトトークン（英字、`_`、`-`）がありません：Google はどのクローラーにも一致させません。",
  "editor.hover.agent-token": "Google と RFC 9309 は「{value}」のうちトークン「{token}」だけを照合します。",
  "editor.hover.agent-yandex": "Yandex のロボットは、値に「Yandex」を含むグループも読みます。",
  "editor.hover.crawlers": "{count, plural, other {このグループを読む既知のクローラー（# 件）：}}",
  "editor.hover.crawlers-none": "表のどのクローラーもこの行の対象ではありません。",
  "editor.hover.crawler-own": "{name}（{vendor}）：自身のトークン",
  "editor.hover.crawler-fallback": "{name}（{vendor}）：「{first}」を指定したグループがないときは「{token}」にフォールバック",
  "editor.hover.crawler-global": "{name}（{vendor}）",
  "editor.hover.more": "ほか {count} 件",
  "editor.hover.ignoring-global": "`*` グループを読み飛ばす：{names}",
  "editor.hover.rule-title": "{kind}: {value}",
  "editor.hover.rule": "一致したときのこのルールの優先度：",

  // エンジンごとのルールの優先度
  "editor.priority.longest": "長さ {length}：一致する最も長いパターンが優先、同点なら Allow",
  "editor.priority.first": "{count} 個中 {index} 番目のルール：ファイル順で最初に一致したルールが優先",
  "editor.priority.not-read": "ルールとして読まれない",
  "editor.priority.past-limit": "サイズ上限より後：読まれない",
  "editor.priority.file-ignored": "ファイル全体が無視される（サイズ上限超過）",
  "editor.priority.empty-match": "空：最も低い優先度で一致",
  "editor.priority.empty-ignore": "空：無視",
  "editor.priority.empty-allow-all": "空：すべて許可",
  "editor.priority.empty-allow-root": "空：`/` として読む（すべて許可）",
  "editor.priority.empty-disallow-all": "空：すべてブロック",

  // サイズ上限
  "editor.limit.truncate":
    "✂ {engines}{count, plural, =1 {} other {（いずれも）}}はここで読み込みを止めます：先頭の {bytes} バイト（{kib} KiB）を読み、残りは無視します",
  "editor.limit.ignore":
    "⚠ ここでファイルが {bytes} バイト（{kib} KiB）を超えます：{engines}{count, plural, =1 {} other {（いずれも）}}はファイル全体を無視します",

  // グループ
  "editor.group": "{engine} でのグループ {index}、{from}–{to} 行目：{agents}",
  "editor.group.merged":
    "{engine} でのグループ {index}、{from}–{to} 行目：{agents}。間に他の行がありますが、これらの User-agent 行は 1 つのグループに統合されました",

  // 判定とカバレッジ
  "editor.verdict.allows": "✓ 許可（{line} 行目）",
  "editor.verdict.blocks": "✗ ブロック（{line} 行目）",
  "editor.verdict.candidate": "このルールも一致しましたが、判定には使われませんでした",
  "editor.coverage.count": "{count, plural, other {# 件の URL を決定}}",
  "editor.coverage.none": "決定した URL なし",

  // CodeMirror 自身の表示（検索、診断パネル、折りたたみ、補完）。キーは英語の原文
  "editor.cm.Find": "検索",
  "editor.cm.Replace": "置換",
  "editor.cm.next": "次へ",
  "editor.cm.previous": "前へ",
  "editor.cm.all": "すべて",
  "editor.cm.match case": "大文字と小文字を区別",
  "editor.cm.regexp": "正規表現",
  "editor.cm.by word": "単語単位",
  "editor.cm.replace": "置換",
  "editor.cm.replace all": "すべて置換",
  "editor.cm.close": "閉じる",
  "editor.cm.current match": "現在の一致",
  "editor.cm.on line": "行",
  "editor.cm.replaced $ matches": "$ 件を置換しました",
  "editor.cm.replaced match on line $": "$ 行目の一致を置換しました",
  "editor.cm.Go to line": "指定行へ移動",
  "editor.cm.go": "移動",
  "editor.cm.Diagnostics": "診断",
  "editor.cm.No diagnostics": "診断はありません",
  "editor.cm.Fold line": "行を折りたたむ",
  "editor.cm.Unfold line": "行を展開",
  "editor.cm.folded code": "折りたたまれたコード",
  "editor.cm.unfold": "展開",
  "editor.cm.Folded lines": "折りたたんだ行",
  "editor.cm.Unfolded lines": "展開した行",
  "editor.cm.to": "から",
  "editor.cm.Completions": "補完候補",
  "editor.cm.Control character": "制御文字",
  "editor.cm.Selection deleted": "選択範囲を削除しました",
};
