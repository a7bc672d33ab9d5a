/**
 * ファイル領域の日本語テキスト：ファイルツールバー（開く、URL から読込、貼り付け、例、
 * ダウンロード、コピー、共有、バージョン）、保存と読み込みの通知、一括パネル、履歴パネル。
 */

/** The files area's messages. */
export const filesMessages: Record<string, string> = {
  // ツールバー
  "files.open": "開く…",
  "files.open.input": "robots.txt ファイルを開く",
  "files.open.done": "{name} を開きました。",
  "files.open.failed": "{name} を読めませんでした。",
  "files.loadUrl": "URL から読込…",
  "files.paste": "貼り付け…",
  "files.examples": "例",
  "files.examples.menu": "サンプルファイル",
  "files.download": "ダウンロード",
  "files.copy": "コピー",
  "files.copy.done": "ファイルをクリップボードにコピーしました。",
  "files.copy.failed": "ブラウザーがコピーを許可しませんでした。エディターでテキストを選択して手動でコピーしてください。",
  "files.share": "共有…",
  "files.saveVersion": "バージョンを保存",
  "files.version.saved": "バージョンを保存しました。履歴パネルで確認できます。",
  "files.version.empty": "保存するものがありません：ファイルが空です。",
  "files.cancel": "キャンセル",
  "files.close": "閉じる",
  "files.dismiss": "閉じる",
  "files.tabs.open": "このワークベンチは別のタブでも開かれています。",
  "files.tabs.own": "下書きはタブごとに保持されます。最後に保存された下書きが次回開かれ、もう一方は履歴に残ります。",
  "files.tabs.changed": "別のタブで下書きが変更されました。",
  "files.tabs.changedHelp": "ここで開くと、そのタブの続きから作業できます（このタブのテキストは履歴に残ります）。このタブの下書きを残すこともできます。その場合は保存時に、もう一方のタブのテキストが履歴に残ります。",
  "files.tabs.openOther": "別のタブの下書きを開く",
  "files.tabs.keepMine": "このタブの下書きを残す",
  "files.expectations.failing": "{n, plural, other {# 件の期待結果が不一致}}",

  // 保存
  "files.storage.status.saved": "このブラウザーに保存済み",
  "files.storage.status.unavailable": "未保存",
  "files.storage.status.full": "未保存：ストレージがいっぱい",
  "files.storage.status.failed": "未保存",
  "files.storage.unavailable":
    "作業内容は保存されていません：このブラウザーでは、ワークベンチがデータを保存することが許可されていません（プライベートブラウジング、またはこのサイトのストレージがブロックされています）。",
  "files.storage.full":
    "最新の変更は保存されていません：このサイト用のブラウザーのストレージがいっぱいです。履歴パネルで古いバージョンを削除して空きを作ってください。",
  "files.storage.failed": "最新の変更をこのブラウザーに保存できませんでした。",
  "files.storage.keep": "すべてこのタブ内に残り、閉じるまで動作し続けます。残しておくにはファイルをダウンロードしてください。",

  // エンコーディング
  "files.encoding.invalid": "「{name}」は、robots.txt が使うべきエンコーディングである UTF-8 として正しくありません。UTF-8 でないバイトは � と表示されます。",
  "files.encoding.binary": "NUL バイトを含んでいます：そもそもテキストファイルではない可能性があります。",
  "files.encoding.readAs": "次として読む：",
  "files.encoding.utf-8": "UTF-8（現在）",
  "files.encoding.windows-1251": "Windows-1251（キリル文字）",
  "files.encoding.shift_jis": "Shift_JIS（日本語）",

  // URL から読み込む
  "files.url.title": "サイトから robots.txt を読み込む",
  "files.url.address": "サイトまたは robots.txt のアドレス",
  "files.url.hint":
    "サイトのアドレスを入れると、その /robots.txt を読み込みます。ファイルのサイトが、URL をテストするときのオリジンになります。多くのサイトは他のページからのファイルの読み取りを許可していないため、読み込めない場合はファイルを貼り付けるか開いてください。",
  "files.url.load": "読み込む",
  "files.url.loading": "読み込み中…",
  "files.proxy.summary": "独自のプロキシを使う（オフ）",
  "files.proxy.label": "プロキシ URL テンプレート",
  "files.proxy.hint":
    "任意。{url} はエンコードされたアドレスに置き換えられます（例：https://my-proxy.example/?url={url}）。リクエストはプロキシ経由になります。直接取得するには空欄のままにします。",
  "files.proxy.invalid": "テンプレートは {url} を含む http(s) アドレスにしてください。",
  "files.fetch.unreadable":
    "ブラウザーは {url} を読めませんでした。サイトが他のページからのファイルの読み取りを許可していない（CORS）、オフラインである、またはアドレスが間違っている可能性があります。ブラウザーはどれが原因かを示しません。",
  "files.fetch.timeout": "{url} は 15 秒以内に応答しませんでした。",
  "files.fetch.http": "{url} はファイルではなく HTTP ステータス {status} を返しました。",
  "files.fetch.too-large": "{url} のファイルは 32 MB を超えています。",
  "files.fetch.invalid-url": "「{url}」は http(s) アドレスではありません。",
  "files.fetch.viaProxy": "リクエストはプロキシを経由しました。プロキシが動作していて、このページからのリクエストを許可しているか確認してください。",
  "files.fetch.instead":
    "代わりにファイルのテキストを貼り付けるか、ディスクから開いてください。robots.txt を取得できないとき（4xx、5xx、タイムアウト）に各クローラーがどうするかは、テストパネルのステータスシミュレーションで確認できます。",
  "files.fetch.simulate": "ステータスシミュレーション",

  // 貼り付け
  "files.paste.title": "robots.txt を貼り付け",
  "files.paste.label": "robots.txt のテキスト",
  "files.paste.hint": "下書きを置き換えます。現在の下書きは履歴に残ります。",
  "files.paste.use": "このテキストを使う",

  // 共有
  "files.share.title": "共有",
  "files.share.working": "圧縮中…",
  "files.share.error": "このブラウザーでは共有リンクを作成できませんでした。",
  "files.share.link": "共有リンク",
  "files.share.contents":
    "リンクにはファイル、{urls, plural, =0 {URL リストなし} other {# 件の URL}}、選んだクローラー、期待結果が含まれます（圧縮後 {kb} KB）。",
  "files.share.private":
    "何もアップロードされません：すべてはブラウザーがサーバーに送信しない # 以降の部分にあります。リンクを知っている人は誰でも内容を読めます。",
  "files.share.copy": "リンクをコピー",
  "files.share.copied": "コピーしました",
  "files.share.holds": "リンクに含まれるもの:",
  "files.share.holds.file": "この robots.txt（{lines, plural, other {# 行}}）、対象サイト {origin}",
  "files.share.holds.test": "テストパネル: {url}、{crawler}、{reading}",
  "files.share.holds.readAs": "{engine} として解釈",
  "files.share.holds.ownReading": "そのクローラー自身の解釈",
  "files.share.holds.compare": "比較: {crawlers, plural, other {# 件のクローラー}}、{urls, plural, =0 {追加 URL なし} other {追加 URL # 件}}",
  "files.share.holds.bulk": "一括: {urls, plural, =0 {URL リストなし} other {URL # 件}}、{n, plural, =0 {期待値なし} other {期待値 # 件}}",
  "files.share.size": "圧縮後 {kb} KB。",
  "files.share.tooLarge":
    "圧縮後 {kb} KB で、リンクには大きすぎます（上限は約 {limit} KB）。ファイルとしてダウンロードして送ってください。ここで「開く…」からそのファイルを開くと、同じように取り込まれます。",
  "files.share.download": "共有ファイルをダウンロード",
  "files.share.imported": "共有された robots.txt を開きました{urls, plural, =0 {} other {（URL # 件）}}。以前の下書きは履歴に残っています。",
  "files.share.showHistory": "履歴を表示",
  "files.share.unreadable": "この共有リンクは読めません（{reason}）。何も変更されていません。",
  "files.share.error.empty": "空です",
  "files.share.error.not-base64": "リンクの形式ではありません。切れているか変更されている可能性があります",
  "files.share.error.not-deflate": "圧縮データが壊れています",
  "files.share.error.not-utf8": "テキストが壊れています",
  "files.share.error.not-json": "データが壊れています",
  "files.share.error.bad-shape": "ワークベンチの共有データではありません",
  "files.share.error.unsupported-version": "新しいバージョンのワークベンチで作成されています",
  "files.share.error.too-large": "展開すると 32 MB を超えます",

  // 例
  "policy.open": "クローラーポリシー…",
  "files.examples.group.real-world": "よくあるファイル",
  "files.examples.group.standard-1994": "1994 年の標準（Microsoft KB 217103）",
  "files.examples.group.yandex": "Yandex の旧ヘルプ",
  "files.examples.group.ai": "AI クローラーと利用設定",

  // 一括パネル

  // 履歴パネル
};
