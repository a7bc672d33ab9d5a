/**
 * コマンドラインツール（`robots-workbench`）の日本語テキスト。オプション名と値は入力どおり。
 */
export const cliMessages: Record<string, string> = {
  "cli.help": `robots-workbench {version}：デプロイとプルリクエストのための robots.txt チェック

使い方：
  robots-workbench lint FILE|-  [--engines google,bing,...] [--fail-on error|warning|never]
  robots-workbench test FILE --expect EXPECTATIONS.json [--engine ID]
  robots-workbench check FILE --urls LIST [--crawler NAME ...] [--engine ID] [--fail-on blocked|allowed|never]
  robots-workbench diff OLD NEW --urls LIST [--crawler NAME ...] [--engine ID] [--fail-on any|blocked|never]

LIST：1 行に 1 つの URL またはパス、CSV、サイトマップ XML（gzip 圧縮も可）。- は標準入力。
EXPECTATIONS.json：ワークベンチの一括テストパネルが書き出すファイル（フォーマットバージョン {formatVersion}）。

オプション：
  --format table|json|csv|github   出力形式（既定は table。github はワークフローの注釈とジョブサマリー）
  --lang en|ja|ru                  メッセージの言語（既定は LANG から）
  --origin URL                     ファイルが属するサイト（既定は https://example.com）
  --crawler NAME                   クローラー ID またはプロダクトトークン（複数可。既定は googlebot）
  --engine ID                      すべてのクローラーをこのエンジンで読む：{engines}
  -h, --help                       このヘルプ；  -v, --version   バージョン

終了コード：0 合格、1 チェック失敗、2 入力または使い方の誤り。`,

  "cli.usage.noCommand": "コマンドがありません。コマンド：lint、test、check、diff。",
  "cli.usage.unknownCommand": "不明なコマンド「{command}」。コマンド：lint、test、check、diff。",
  "cli.usage.badOption": "{detail}",
  "cli.usage.missingFiles": "「{command}」には robots.txt ファイルが {n} つ必要です（{usage}）。",
  "cli.usage.extraFiles": "「{command}」が受け取るファイルは {n} つです。余分な引数：{extra}。",
  "cli.usage.needsOption": "「{command}」には {option} が必要です。",
  "cli.usage.badValue": "{option} {value} は次のいずれでもありません：{allowed}。",
  "cli.usage.badOrigin": "--origin {value} は https://example.com のような http(s) のオリジンではありません。",
  "cli.usage.stdinTwice": "標準入力（-）は 1 回の実行で 1 度しか読めません。",
  "cli.usage.seeHelp": "robots-workbench --help を参照してください。",

  "cli.file.missing": "{file}：ファイルがありません。",
  "cli.file.directory": "{file} はファイルではなくディレクトリです。",
  "cli.file.unreadable": "{file} を読めません：{detail}",
  "cli.file.html": "{file} は robots.txt ではなく HTML ページです（代わりに返されたエラーページであることが多い）。",
  "cli.file.notRobots": "{file} は robots.txt ではありません：{format} として読めます。",

  "cli.expectations-not-json": "{file} は JSON ではありません（{detail}）。期待結果ファイルは一括テストパネルが書き出す JSON です。",
  "cli.expectations-bad-shape": "{file} は期待結果ファイルではありません。{url, crawler, expect} のリスト「expectations」が必要です。",
  "cli.expectations-unsupported-version": "{file} はフォーマットバージョン {version} の期待結果ファイルです。この robots-workbench が読めるのはバージョン {supported} です。",
  "cli.expectations-too-many": "{file} には期待結果が {count} 件あり、上限の {limit} 件を超えています。",
  "cli.expectations-bad-item": "{file}：{n} 番目の期待結果の「{field}」が正しくありません（URL、クローラー ID、「allowed」または「blocked」が必要です）。",
  "cli.expectations.empty": "{file} に期待結果がありません。テストするものがありません。",

  "cli.list.html": "{file} は URL リストではなく HTML ページです。",
  "cli.list.gzip": "{file} は gzip 圧縮のようですが展開できません：{detail}",
  "cli.list.index": "{file} はサイトマップインデックスです（サイトマップ {n} 件、最初は {first}）。そのサイトマップの 1 つを --urls に指定してください。",
  "cli.list.invalidLine": "{file} の {line} 行目：「{text}」は URL でも / で始まるパスでもありません。",
  "cli.list.noUrl": "{file} の {line} 行目：この行には URL やパスのセルがありません。",
  "cli.list.moreInvalid": "… ほかに無効な行が {n} 行あります。",
  "cli.list.empty": "{file} に URL がありません。",

  "cli.crawler.custom": "注意：「{name}」はクローラー表にありません。{engine} エンジンのプロダクトトークンとして読みます（仮定です）。",
  "cli.crawler.invalid": "「{name}」は既知のクローラーでも有効なプロダクトトークン（英字、数字、「-」、「_」）でもありません。",

  "cli.verdict.allowed": "許可",
  "cli.verdict.blocked": "ブロック",
  "cli.verdict.invalid": "無効な URL",
  "cli.severity.error": "エラー",
  "cli.severity.warning": "警告",
  "cli.severity.info": "情報",
  "cli.rule.line": "{line} 行目：{text}",
  "cli.rule.none": "決定するルールなし（既定で許可）",
  "cli.col.url": "URL",
  "cli.col.crawler": "クローラー",
  "cli.col.expected": "期待",
  "cli.col.actual": "結果",
  "cli.col.rule": "決定した行",
  "cli.col.before": "変更前",
  "cli.col.after": "変更後",
  "cli.col.line": "行",
  "cli.col.severity": "重大度",
  "cli.col.code": "コード",
  "cli.col.message": "メッセージ",

  "cli.lint.counts": "エラー {errors} 件、警告 {warnings} 件、情報 {infos} 件",
  "cli.lint.clean": "{file}：{engines} について指摘はありません。",
  "cli.lint.title": "robots.txt の Lint：{file}",
  "cli.test.fail": "{url} は {crawler} に対して「{expected}」のはずですが、「{actual}」です",
  "cli.test.summary": "期待結果 {total} 件（{file}）のうち合格 {passed} 件、失敗 {failed} 件。",
  "cli.test.title": "robots.txt の期待結果：{file}",
  "cli.check.summary": "{crawler}：URL {n} 件のうち許可 {allowed}、ブロック {blocked}、無効 {invalid}。",
  "cli.check.title": "robots.txt の URL チェック：{file}",
  "cli.check.violation": "{url} は {crawler} に対して「{verdict}」です",
  "cli.diff.flip": "{url}：{crawler} で「{before}」→「{after}」",
  "cli.diff.summary": "{flips, plural, =0 {判定の変化はありません} other {判定が {flips} 件変わります}}（URL {urls} 件 × クローラー {crawlers} 件）。",
  "cli.diff.title": "robots.txt の変更：{old} → {new}",
  "cli.more": "… ほかに {n} 件（すべては --format json または csv で）。",
  "cli.internal": "予期しないエラー：{detail}",
};
