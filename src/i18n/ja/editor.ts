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
  "editor.engines.all": "すべてのエンジン",
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
