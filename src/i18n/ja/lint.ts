/**
 * Lint コード（src/core/lint/codes.ts）の日本語テキスト。修正の名前は `fix.<code>`。
 * `{engine}` はエンジン ID。
 */
export const lintMessages: Record<string, string> = {
  // ファイル
  bom: "ファイルがバイトオーダーマーク（BOM）で始まっています。Google は読み飛ばしますが、他のクローラーは最初の行の一部として読み、そのディレクティブを認識しない可能性があります。",
  "fix.bom": "BOM を削除",
  "html-file": "これは robots.txt ではなく HTML ページです（ステータス 200 で返されたエラーページであることが多い）。クローラーはここにルールを見つけられません。",
  "size-limit-truncated": "ファイルは {size} バイトです。{engine} は先頭の {limit} バイトしか読まないため、ここから先はすべて無視されます。",
  "size-limit-ignored":
    "ファイルは {size} バイトで、{engine} の上限 {limit} バイトを（ここで）超えています。{engine} はファイル全体を無視し、制限なしでクロールします。",

  // 行の構文
  "nul-character": "NUL 文字：Google はここで行の読み込みを止め、他のクローラーは行を拒否する可能性があります。",
  "fix.nul-character": "NUL 文字を削除",
  "line-too-long": "この行は {bytes} バイトあります。Google は {limit} バイトで行を切り、ここから先を無視します。",
  "invalid-line": "この行はディレクティブ（名前: 値）でもコメントでもないため、クローラーに無視されます。",
  "fix.invalid-line": "{name} の後に「:」を挿入",
  "unknown-directive": "不明なディレクティブ「{key}」：クローラーはこの行を無視します。",
  "fix.unknown-directive": "{name} に変更",
  "directive-typo": "「{found}」は {fix} のスペルミスです。Google は {fix} として読みますが、他のクローラーはこの行を無視します。",
  "fix.directive-typo": "{name} に変更",
  "directive-prefix":
    "「{found}」は {fix} ではありません。Google はその名前で始まるため {fix} として読みますが、他のクローラーはこの行を無視します。",
  "fix.directive-prefix": "{name} に変更",
  "missing-colon": "{key} の後のコロンがありません。Google はこの行を読みますが、他のクローラーは無視します。",
  "fix.missing-colon": "「:」を挿入",

  // 値
  "empty-user-agent": "User-agent に値がないため、このグループはどのクローラーにも適用されません。",
  "invalid-user-agent":
    "「{value}」は有効なプロダクトトークン（英字、「-」、「_」のみ）ではありません。Google は「{readAs}」として読みますが、他のクローラーはまったく一致させない可能性があります。",
  "fix.invalid-user-agent": "{token} に変更",
  "user-agent-unreadable": "「{value}」はプロダクトトークン（英字、「-」、「_」）で始まらないため、Google はこのグループをどのクローラーにも適用しません。",
  "pattern-not-rooted": "パス「{pattern}」が「/」または「*」で始まっていないため、どの URL にも一致せず、Yandex はこれを拒否します。",
  "fix.pattern-not-rooted": "{pattern} に変更",
  "dollar-not-at-end":
    "「$」が URL の末尾を表すのは最後の文字のときだけです。Google はこの「$」を文字として読み、他のクローラーはルールを捨てる可能性があります。",
  "double-wildcard": "「**」は単一の「*」と同じものに一致します。",
  "fix.double-wildcard": "1 つの * にまとめる",
  "trailing-wildcard":
    "末尾の「*」は、それがないパスと同じものにしか一致しません。しかし Google はルールの長さに数えるため、同じパスの Allow に勝つことがあります。",
  "fix.trailing-wildcard": "末尾の * を削除",
  "lowercase-escape":
    "小文字のパーセントエスケープ「{escape}」：ブラウザーはエスケープを大文字で送信し、すべてのクローラーが両者を同じに扱うわけではありません。",
  "fix.lowercase-escape": "エスケープを大文字にする",
  "invalid-escape": "「{escape}」はパーセントエスケープではありません（「%」の後には 16 進数 2 桁が必要）。「%」そのものは「%25」と書きます。",
  "fix.invalid-escape": "「%」を %25 にエンコード",
  "unencoded-character": "ブラウザーは「{char}」を {encoded} にエンコードして送信するため、書かれたままの文字を含むルールは一致しません。",
  "fix.unencoded-character": "パスをパーセントエンコード",
  "non-ascii-in-pattern":
    "非 ASCII 文字「{char}」：Google は {encoded} として照合しますが、他のクローラーは書かれたまま比較する可能性があります。パーセントエンコードしてください。",
  "fix.non-ascii-in-pattern": "パスをパーセントエンコード",
  "rule-too-long": "このルールは {length} 文字です。Yandex は {limit} 文字を超えるルールを拒否します。",
  "invalid-sitemap-url": "Sitemap には https://example.com/sitemap.xml のような完全な http(s) URL が必要です。クローラーは「{url}」を無視します。",
  "crawl-delay-invalid": "Crawl-delay は秒数で指定する必要があります。Bing と旧 Yandex は「{value}」を無視します。",
  "host-invalid": "旧 Yandex はこの Host を無視します。ホスト名を 1 つだけ（スキーム、パス、IP アドレスなし、ポートは任意）指定する必要があります。",
  "host-repeated": "有効なのは最初の Host 行（{firstLine} 行目）だけです。旧 Yandex はこの行を無視します。",
  "fix.host-repeated": "この Host 行を削除",
  "host-placement":
    "User-agent レコードの Allow 行と Disallow 行の後にない Host 行は、旧 Yandex に読み飛ばされる可能性があります。そこへ移動してください。",
  "clean-param-invalid":
    "Yandex はこの Clean-param を読めません。「&」でつないだパラメーターを書き、必要ならスペースの後に A–Z、a–z、0–9 と . - / * _ からなるパスのプレフィックスを続けます。",
  "clean-param-too-long": "この Clean-param は {length} 文字です。Yandex が読むのは {limit} 文字までのルールです。",

  // エンジンが無視するディレクティブ
  "crawl-delay-ignored": "Crawl-delay は Google に無視され、Yandex も 2018 年 2 月から無視しています。Bing は読みます。",
  "host-ignored": "Host は旧 Yandex 以外のすべてのクローラーに無視されます（Yandex は 2018 年に廃止）。現在はリダイレクトでメインミラーが決まります。",
  "clean-param-ignored": "Clean-param を読むのは Yandex だけで、他のクローラーは無視します。",
  "noindex-ignored":
    "robots.txt の {directive} は無視されます（Google は 2019 年 9 月に読むのをやめました）。代わりに robots メタタグか X-Robots-Tag ヘッダーを使ってください。",
  "fix.noindex-ignored": "この行を削除",
  "ignored-directive": "{directive} は Google、Bing、Yandex のいずれにも読まれません。",

  // グループ
  "rule-outside-group": "このルールはどの User-agent 行よりも前にあるため、どのクローラーにも適用されません。",
  "agents-split-by-blank":
    "Google は User-agent {agent} を {nextLine} 行目のものと一緒に読みますが、Yandex と元の標準は空行でレコードを終えるため、{agent} にはルールが残りません。",
  "fix.agents-split-by-blank": "空行を削除",
  "agents-merged-across-line":
    "User-agent {agent} は {firstAgent}（{firstLine} 行目）のグループに加わります。{separatorLine} 行目ではグループが終わらないため、両者が下のルールを共有します。",
  "blank-line-in-group":
    "Yandex と元の標準は空行（{blankLine} 行目）でグループを終えるため、そこではこのルールはどのグループにも属しません。Google は空行を無視します。",
  "fix.blank-line-in-group": "空行を削除",
  "duplicate-group": "{agent} の別のグループが {firstLine} 行目から始まっています。Google は 2 つを統合しますが、他のクローラーの動作は文書化されていません。",
  "no-global-inheritance": "{agent} は自分のグループだけに従います。* グループ（{globalLine} 行目）のルールは適用されません。",
  "disallow-all": "{agent} に対してサイト全体をブロックします（Allow 行で開けたパスを除く）。",
  "blocked-assets": "このルールは、{example} など Google がページのレンダリングに必要とするファイルをブロックします。",

  // 判定に使われないルール
  "duplicate-rule": "このルールは {by} 行目の繰り返しなので、どの URL の判定にも使われません。",
  "fix.duplicate-rule": "重複を削除",
  "disallow-tied-with-allow": "{by} 行目の Allow が同じパスで同点となり優先されるため、この Disallow はどの URL の判定にも使われません。",
  "fix.disallow-tied-with-allow": "Disallow を削除",
  "shadowed-rule":
    "{by} 行目（{pattern}）が先にあり、このルールが一致するすべての URL に一致するため、最初に一致したルールを採用するクローラーはこのルールまで到達しません。",
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
