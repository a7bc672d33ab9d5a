/**
 * Lint コード（src/core/lint/codes.ts）の日本語テキスト。修正の名前は `fix.<code>`。
 * `{engine}` はエンジン ID。各メッセージは、その行がどのクローラーに何をもたらすかを述べる。
 */
export const lintMessages: Record<string, string> = {
  // ファイルの種類
  "html-file":
    "これは robots.txt ではなく HTML ページです（ステータス 200 で返されたエラーページであることが多い）。どのクローラーもここにルールを見つけられず、サイト全体をクロールしてよいと判断する可能性があります。{unread, plural, =0 {} other {# 行はルールとして読まれませんでした}}{read, plural, =0 {。} other {。# 行はルールとして読まれます。}}",
  "binary-file":
    "これは robots.txt ではなく {format} ファイルです。どのクローラーもルールを見つけられず、サイト全体をクロールしてよいと判断する可能性があります。{unread, plural, =0 {} other {# 行はルールとして読まれませんでした。}}",
  "code-dump":
    "このファイルはサーバーの {format} エラーまたは警告で始まっており、robots.txt のテキストではありません。クローラーはそれらの行を意味のない行として読み飛ばします{read, plural, =0 {。ルールが一つもないため、サイト全体をクロールする可能性があります。} other {。# 行はルールとして読まれます。}}{unread, plural, =0 {} other {# 行はルールとして読まれませんでした。}}",
  "json-file":
    "これは robots.txt ではなく JSON です（API の「見つかりません」応答であることが多い）。どのクローラーもルールを見つけられず、サイト全体をクロールしてよいと判断する可能性があります。{unread, plural, =0 {} other {# 行はルールとして読まれませんでした。}}",
  "xml-file":
    "これは robots.txt ではなく {format} 文書です。どのクローラーもルールを見つけられず、サイト全体をクロールしてよいと判断する可能性があります。{unread, plural, =0 {} other {# 行はルールとして読まれませんでした。}}",
  "utf16-file":
    "このファイルは UTF-8 として読まれた UTF-16 テキストです。1 バイトおきに NUL があるため、UTF-8 を前提とするクローラーはディレクティブを一つも見つけられず、サイト全体をクロールする可能性があります。UTF-8 で保存してください。{unread, plural, =0 {} other {# 行はルールとして読まれませんでした。}}",

  // ファイル
  bom: "ファイルがバイトオーダーマーク（BOM）で始まっています。Google は読み飛ばしますが、他のクローラーは最初の行の一部として読み、そのディレクティブを認識しない可能性があります。",
  "fix.bom": "BOM を削除",
  "bom-misencoded":
    "ファイルが「ï»¿」で始まっています。誤ったエンコーディングで保存されたバイトオーダーマークです。どのクローラーもこれを最初の行の一部として読みます{directive, plural, =0 {が、この行にはディレクティブがないため影響はありません。} other {。そのため、どのクローラーもこの {directive} 行を読みません。}}",
  "fix.bom-misencoded": "「ï»¿」を削除",
  "size-limit-truncated": "ファイルは {size} バイトです。{engine} は先頭の {limit} バイトしか読まないため、ここから先はすべて無視されます。",
  "size-limit-ignored":
    "ファイルは {size} バイトで、{engine} の上限 {limit} バイトを（ここで）超えています。{engine} はファイル全体を無視し、制限なしでクロールします。",

  // 行の構文
  "nul-character": "NUL 文字：Google はここで行の読み込みを止め、他のクローラーは行を拒否する可能性があります。",
  "fix.nul-character": "NUL 文字を削除",
  "invisible-character":
    "ここに見えない文字 {codePoint} {name} があります。クローラーはこれを文字として読むため、{where, plural, =0 {どのクローラーもこのディレクティブを認識せず、行を無視します。} =1 {グループが指すのは「{value}」にその文字が付いた名前で、そう名乗るクローラーはいません。このグループはどのクローラーにも適用されません。} other {パスは「{value}」ではなくなり、このルールはどのクローラーでも URL に一致しません。}}",
  "fix.invisible-character": "見えない文字を削除",
  "line-too-long": "この行は {bytes} バイトあります。Google は {limit} バイトで行を切り、ここから先を無視します。",
  "invalid-line": "この行はディレクティブ（名前: 値）でもコメントでもないため、すべてのクローラーに無視されます。",
  "fix.invalid-line": "{name} の後に「:」を挿入",
  "unknown-directive": "不明なディレクティブ「{key}」：すべてのクローラーがこの行を無視します。",
  "fix.unknown-directive": "{name} に変更",
  "directive-typo": "「{found}」は {fix} の綴り誤りです。Google は {fix} として読みますが、Bing、Yandex など厳密なクローラーはこの行を無視します。",
  "fix.directive-typo": "{name} に変更",
  "directive-prefix": "「{found}」は {fix} ではありません。その名前で始まるため Google は {fix} として読みますが、Bing、Yandex など厳密なクローラーはこの行を無視します。",
  "fix.directive-prefix": "{name} に変更",
  "missing-colon":
    "{key} の後のコロンがありません。Google はこの行を「{reading}」と読みます{blocksAll, plural, =1 {（このグループのクローラーにはサイト全体をブロックします）} other {}}。Bing、Yandex など厳密なクローラーはこの行を無視します。",
  "fix.missing-colon": "「:」を挿入",

  // 値
  "empty-user-agent": "User-agent に値がないため、このグループはどのクローラーにも適用されません。",
  "invalid-user-agent": "「{value}」は有効なプロダクトトークンではありません（英字、「-」、「_」のみ）。Google は「{readAs}」として読み、他のクローラーはまったく一致させない可能性があります。",
  "fix.invalid-user-agent": "{token} に変更",
  "user-agent-name-cut":
    "Google は名前の先頭の英字・「-」・「_」だけを読むため、Google にとってこのグループは「{readAs}」を指し、それは Google のどのクローラーでもありません。Google のクローラーはこのグループを無視します（意図どおりです）。「{value}」という名のクローラーは自分の完全な名前で一致させるので、この行はそのクローラーには正しく、短くしてはいけません。",
  "user-agent-unreadable": "「{value}」はプロダクトトークン（英字、「-」、「_」）で始まっていないため、Google はこのグループをどのクローラーにも適用しません。",
  "pattern-not-rooted": "パス「{pattern}」が「/」または「*」で始まっていないため、どのクローラーでも URL に一致せず、Yandex はこれを拒否します。",
  "fix.pattern-not-rooted": "{pattern} に変更",
  "dollar-not-at-end": "「$」が URL の末尾を表すのは最後の文字のときだけです。Google はこれを文字どおりの「$」として読むため、ルールはほとんど URL に一致しません。他のクローラーはルールを捨てる可能性があります。",
  "double-wildcard": "「**」はどのクローラーでも「*」1 つと同じに一致します。書き方だけの問題です。",
  "fix.double-wildcard": "* 1 つにまとめる",
  "lowercase-escape": "小文字のパーセントエスケープ「{escape}」：ブラウザーは大文字で送ります。Google は同じに扱いますが、他のクローラーではルールが一致しない可能性があります。",
  "fix.lowercase-escape": "エスケープを大文字にする",
  "invalid-escape": "「{escape}」はパーセントエスケープではありません（「%」の後には 16 進数 2 桁が必要）。クローラーは別のパスと照合する可能性があります。文字としての「%」は「%25」と書いてください。",
  "fix.invalid-escape": "「%」を %25 にエンコード",
  "unencoded-character": "ブラウザーは「{char}」を {encoded} にエンコードして送るため、そのまま書かれたルールはどのクローラーでも一致しません。",
  "fix.unencoded-character": "パスをパーセントエンコード",
  "non-ascii-in-pattern": "非 ASCII 文字「{char}」：Google は {encoded} として照合しますが、Yandex はエンコードされたパスを求めており、他のクローラーは書かれたまま比較する可能性があるため、ルールが一致しないことがあります。パーセントエンコードしてください。",
  "fix.non-ascii-in-pattern": "パスをパーセントエンコード",
  "rule-too-long": "このルールは {length} 文字あります。Yandex は {limit} 文字を超えるルールを拒否します。",
  "invalid-sitemap-url": "Sitemap には https://example.com/sitemap.xml のような完全な http(s) URL が必要です。どのクローラーも「{url}」を無視します。",
  "duplicate-sitemap": "この Sitemap は {firstLine} 行目（{url}）の繰り返しです。クローラーは一度しか取得しないため、この行は何も加えません。",
  "fix.duplicate-sitemap": "繰り返しの Sitemap を削除",
  "crawl-delay-invalid": "Crawl-delay は秒数でなければなりません。Bing と従来の Yandex は「{value}」を無視します。",
  "host-invalid": "従来の Yandex はこの Host を無視します。ホスト名 1 つ（パスや IP アドレスは不可、https:// は可）と、必要ならポートを指定してください。",
  "host-repeated": "有効なのは最初の Host 行（{firstLine} 行目）だけです。従来の Yandex はこの行を無視します。",
  "fix.host-repeated": "この Host 行を削除",
  "host-placement": "従来の Yandex は、User-agent レコードの Allow・Disallow 行の後にない Host 行を読み飛ばすことがあります。そこへ移動してください。",
  "clean-param-invalid": "Yandex はこの Clean-param を読めないため、これらの URL をパラメーター付きのままクロールし続けます。パラメーターを「&」でつなぎ、必要ならスペースの後に A–Z、a–z、0–9 と . - / * _ からなるパスの接頭辞を書いてください。",
  "clean-param-too-long": "この Clean-param は {length} 文字あります。Yandex が読むのは {limit} 文字までのルールです。",

  // エンジンが無視するディレクティブ（ファイルごとに 1 回）
  "crawl-delay-ignored": "Crawl-delay（{count, plural, =1 {この行} other {このファイルの # 行}}）は Google が無視し、Yandex も 2018 年 2 月から無視しています。Bing は読みます。",
  "host-ignored": "Host（{count, plural, =1 {この行} other {このファイルの # 行}}）は従来の Yandex 以外のすべてのクローラーに無視されます（Yandex は 2018 年に廃止）。現在はリダイレクトでメインミラーが決まります。",
  "clean-param-ignored": "Clean-param（{count, plural, =1 {この行} other {このファイルの # 行}}）を読むのは Yandex だけで、Google、Bing などのクローラーは無視します。",
  "noindex-ignored": "robots.txt の {directive} はすべてのクローラーに無視されるため（Google は 2019 年 9 月に読み取りを停止）、ページはインデックスされたままです。代わりに robots メタタグか X-Robots-Tag ヘッダーを使ってください。",
  "fix.noindex-ignored": "行を削除",
  "ignored-directive": "{directive} は Google、Bing、Yandex に読まれないため、この行はそれらに何の影響もありません。",

  // グループ
  "rule-outside-group": "このルールはどの User-agent 行よりも前にあるため、どのクローラーにも適用されません。",
  "agents-split-by-blank": "Google は User-agent {agent} を {nextLine} 行目のものと一緒に読みますが、Yandex と元の標準では空行でレコードが終わるため、{agent} にはルールがなくなります。",
  "fix.agents-split-by-blank": "空行を削除",
  "agents-merged-across-line": "User-agent {agent} は {firstAgent}（{firstLine} 行目）のグループに加わります。{separatorLine} 行目ではグループが終わらないため、両方のクローラーが下のルールを受け取ります。",
  "blank-line-in-group":
    "Yandex は {groupLine} 行目のグループを {blankLine} 行目の空行で終わらせます（検証ツールは「No User-agent directive in front of rule」と報告します）。そのため Yandex にとって{count, plural, =1 {このルールは} other {この # 個のルールは}}どのグループにも属しません。Google と Bing は空行を無視します。",
  "fix.blank-line-in-group": "このグループの空行を削除",
  "duplicate-group": "{agent} の別のグループが {firstLine} 行目から始まっています。Google、Bing、Yandex は 2 つをまとめますが、最初のレコードしか読まないクローラー（従来の Yandex、1994 年の標準）はこちらを無視します。",
  "no-global-inheritance": "{agent} は自分のグループだけに従います。* グループ（{globalLine} 行目）のルールは適用されません。",
  "disallow-all": "これは {agent} に対してサイト全体をブロックします（Allow 行で開けたパスを除く）。",
  "blocked-assets": "このルールは Googlebot がページのレンダリングに必要なファイル（例：{example}）をブロックするため、Google にはページが崩れて見える可能性があります。",

  // 判定に使われないルール
  "duplicate-rule": "このルールは {by} 行目の繰り返しなので、どの URL の判定にも使われません。削除してもどのクローラーにも変化はありません。",
  "fix.duplicate-rule": "重複を削除",
  "disallow-tied-with-allow": "{by} 行目の Allow が同じパスで、Google、Bing、Yandex では同点の場合 Allow が勝つため、この Disallow はそれらに対して何もブロックしません。",
  "fix.disallow-tied-with-allow": "Disallow を削除",
  "shadowed-rule": "{by} 行目（{pattern}）が先にあり、このルールが一致するすべての URL に一致します。最初に一致したルールを使うクローラーはこのルールを適用しませんが、最長一致のクローラー（Google、Bing、Yandex）は適用するため、これらの URL で判定が分かれます。",
  "fix.shadowed-rule": "到達しないルールを削除",
  // 利用設定
  "prefs-unparsable": "この {directive} の値は正しい辞書（key=value, key=value）ではありません（{column} 文字目でエラー）。そのため、この行の設定はこのグループのどのクローラーにとっても不明になります。",
  "fix.prefs-unparsable": "key=value, key=value の形に直す",
  "content-signal-path": "Content-Signal にはパスを書けません。この行は読めないため、このグループのどのクローラーにとってもシグナルは不明です。パスごとの設定には Content-Usage を使います。",
  "prefs-key-case": "キーは大文字と小文字を区別し、小文字でなければなりません。「{key}」のため {directive} 行全体が読めず、この行の設定はすべて不明になります。",
  "fix.prefs-key-case": "キーを小文字にする",
  "prefs-unknown-key": "「{key}」は {directive} のキーではない（既知: {known}）ため、クローラーは無視します。",
  "prefs-other-vocabulary": "「{key}」は {other} での名前です。{directive} ではこの用途を「{suggestion}」と書くため、この項目は無視されます。",
  "fix.prefs-other-vocabulary": "{key} に変更",
  "prefs-invalid-value": "{directive} の値は {yes} か {no} です。「{value}」では、このグループのクローラーにとって {key} は不明のままです。",
  "fix.prefs-invalid-value": "{value} に変更",
  "prefs-duplicate-key": "{key} はこの行の後ろにもう一度あり、最後の値（{value}）だけが有効です。この項目は無視されます。",
  "fix.prefs-duplicate-key": "この項目を削除",
  "prefs-path-disallowed": "{agent} のグループは {path} を禁止しており（{ruleLine} 行目）、利用設定はクローラーが取得できるパスにしか適用されません。この {directive} 行はどこにも適用されません。",
  "prefs-outside-group": "この {directive} 行はどの User-agent 行よりも前にあるため、どのグループにも属さず、どのクローラーにも適用されません。",
  "prefs-outside-record": "Yandex と元の標準では上の空行でグループが終わるため、そこではこの {directive} 行はどのグループにも属さず、どのクローラーにも適用されません。",
  "license-invalid-url": "License には https://example.com/license.xml のような RSL ライセンスファイルの完全な http(s) URL が必要です。「{url}」はそうではありません。",
};
