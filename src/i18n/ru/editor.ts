/**
 * Тексты редактора robots.txt на русском: невидимые символы, автодополнение, подсказки,
 * приоритеты правил, отметки предела размера, группы, вердикт и покрытие. Коды `editor.`.
 */

/** The editor's messages. */
export const editorMessages: Record<string, string> = {
  // Невидимые и похожие символы
  "editor.char.nul": "{code} NUL: Google прекращает читать строку здесь",
  "editor.char.tab": "{code} табуляция: вокруг ключей и значений читается как пробел",
  "editor.char.cr": "{code} возврат каретки: роботы завершают строку здесь",
  "editor.char.nbsp": "{code} неразрывный пробел: для роботов это не пробел, и он становится частью ключа или значения",
  "editor.char.shy": "{code} мягкий перенос: невидим, но входит в ключ или значение",
  "editor.char.zero-width": "{code} символ нулевой ширины: невидим, но входит в ключ или значение",
  "editor.char.bom": "{code} метка порядка байтов: допустима в самом начале файла, в любом другом месте — часть текста",
  "editor.char.line-separator": "{code} разделитель строк Unicode: роботы не завершают строку здесь",
  "editor.char.space": "{code} пробел Unicode: для роботов это не пробел, и он становится частью ключа или значения",
  "editor.char.control": "{code} управляющий символ",
  "editor.char.bidi": "{code} символ управления направлением текста: невидим и может изменить порядок отображения строки",
  "editor.char.dash": "{code} «{char}» похож на дефис, но это другой символ: `User‐agent` с ним — неизвестный ключ",
  "editor.char.colon": "{code} полноширинное двоеточие: роботам нужно ASCII-двоеточие «:»",
  "editor.char.slash": "{code} «{char}» похож на косую черту, но это другой символ: в путях нужен «/»",
  "editor.char.quote": "{code} типографская кавычка «{char}»: скопировано из текстового редактора? Роботы читают её буквально",

  // Трактовки и назначения
  "editor.engine.google": "Google",
  "editor.engine.bing": "Bing",
  "editor.engine.yandex": "Яндекс",
  "editor.engine.yandex-classic": "Яндекс (классический)",
  "editor.engine.original": "Стандарт 1994 года",
  "editor.engine.rfc9309": "RFC 9309",
  "editor.engines.all": "все трактовки",
  "editor.engines.none": "ни одна из моделируемых трактовок",
  "editor.purpose.search": "поиск",
  "editor.purpose.images": "картинки",
  "editor.purpose.video": "видео",
  "editor.purpose.news": "новости",
  "editor.purpose.ads": "реклама",
  "editor.purpose.shopping": "товары",
  "editor.purpose.ai-training": "обучение ИИ",
  "editor.purpose.ai-search": "ИИ-поиск",
  "editor.purpose.ai-assistant": "ИИ-загрузка по запросу",
  "editor.purpose.monitoring": "мониторинг",
  "editor.purpose.ai-agent": "ИИ-агент",
  "editor.purpose.ai-data": "сбор данных для ИИ",
  "editor.purpose.seo": "SEO и маркетинг",
  "editor.purpose.archiving": "архивирование",
  "editor.purpose.social-preview": "превью ссылок",
  "editor.vendor.unknown": "владелец неизвестен",
  "editor.purpose.other": "другое",

  // Директивы
  "editor.directive.user-agent":
    "Начинает группу: роботы (токены продуктов), к которым относятся следующие правила. `*` обращается ко всем роботам, у которых нет своей группы.",
  "editor.directive.allow":
    "Разрешает пути, начинающиеся с шаблона. `*` — любые символы, `$` — конец URL. В трактовках с самым длинным совпадением побеждает самый длинный подходящий шаблон.",
  "editor.directive.disallow":
    "Запрещает пути, начинающиеся с шаблона. `*` — любые символы, `$` — конец URL. Пустое значение ничего не запрещает.",
  "editor.directive.sitemap": "Абсолютный URL файла Sitemap. Не относится ни к одной группе: действует для всего файла.",
  "editor.directive.crawl-delay": "Пауза между запросами в секундах. Её читают Bing и классический Яндекс; Google игнорирует.",
  "editor.directive.host": "Главное зеркало сайта (только классический Яндекс; Яндекс отказался от директивы в 2018 году).",
  "editor.directive.clean-param":
    "Параметры URL, которые Яндекс должен игнорировать, при необходимости для префикса пути: `Clean-param: ref&utm /shop/`.",
  "editor.directive.noindex":
    "Больше не директива robots.txt: Google перестал её читать в 2019 году. Используйте метатег robots или заголовок.",
  "editor.directive.nofollow": "Не директива robots.txt: ни одна из моделируемых трактовок её не читает. Используйте метатег robots или заголовок.",
  "editor.directive.request-rate": "Из старого черновика: ни одна из моделируемых трактовок её не читает.",
  "editor.directive.visit-time": "Из старого черновика: ни одна из моделируемых трактовок её не читает.",
  "editor.directive.content-usage": "Предпочтения использования (IETF AIPREF, draft-ietf-aipref-attach-05): `Content-Usage: [путь] train-ai=n, search=y`. Ключи train-ai и search, значения y или n; действует по путям, как Allow/Disallow. На сканирование не влияет.",
  "editor.directive.content-signal": "Content Signals от Cloudflare: `Content-Signal: search=yes, ai-input=yes, ai-train=no` для всей группы; значения yes или no, пропущенный ключ ничего не задаёт. На сканирование не влияет.",
  "editor.directive.license": "RSL 1.0: абсолютный URL файла лицензии для всего сайта. Не входит в группы; на сканирование не влияет.",
  "editor.pref.path": "Действует для путей, начинающихся с `{path}` (решает самый длинный совпавший путь Content-Usage группы), там, где группа разрешает загрузку.",
  "editor.pref.no-path": "Без пути: действует для всех путей группы, которые не покрывает более длинный путь Content-Usage, там, где группа разрешает загрузку.",
  "editor.pref.group": "Действует для всей группы (у Content-Signal нет пути).",
  "editor.pref.unparsable": "Значение — не корректный словарь (ошибка в позиции {column}): все предпочтения этой строки неизвестны.",
  "editor.pref.scope": "Предпочтения не меняют сканирование; действующие предпочтения для URL и робота — на панели «Тест».",
  "editor.pref.value.yes": "{category}: разрешено",
  "editor.pref.value.no": "{category}: запрещено",
  "editor.pref.value.unknown": "{category}: не задано",
  "editor.pref.category.train-ai": "Обучение ИИ",
  "editor.pref.category.search": "Поиск",
  "editor.pref.category.ai-input": "Ответы ИИ (вход)",
  "editor.pref.category.ai-train": "Обучение ИИ",
  "editor.pref.complete.yes": "разрешить это использование",
  "editor.pref.complete.no": "запретить это использование",

  // Автодополнение
  "editor.complete.global": "все роботы",
  "editor.complete.crawler": "{name} ({vendor}, {purpose}).",
  "editor.complete.fallback": "Без своей группы следует: {tokens}.",
  "editor.complete.ignores-global": "Группы `User-agent: *` не учитывает.",
  "editor.complete.used-path": "есть в этом файле",
  "editor.complete.root": "весь сайт",
  "editor.complete.sitemap": "URL файла Sitemap",

  // Подсказки
  "editor.hover.unknown-directive": "«{key}» — директива, неизвестная ни одной моделируемой трактовке: все они пропускают эту строку.",
  "editor.hover.key-typo": "«{key}» — опечатка, которую Google принимает как {name}; остальные трактовки пропускают строку.",
  "editor.hover.key-prefix": "Google читает «{key}» как {name}, потому что оно начинается с этого имени; остальные трактовки пропускают строку.",
  "editor.hover.missing-colon": "Нет двоеточия: Google всё равно читает {name}, остальные трактовки пропускают строку.",
  "editor.hover.honours": "учитывает ({confidence})",
  "editor.hover.ignores": "игнорирует",
  "editor.hover.agent-title": "User-agent: {value}",
  "editor.hover.agent-global": "`*` обращается ко всем роботам, которые не нашли группу ни с одним из своих токенов.",
  "editor.hover.agent-no-token": "В «{value}» нет токена продукта (буквы, `_` и `-`): Google не сопоставит с ним ни одного робота.",
  "editor.hover.agent-token": "Google и RFC 9309 сопоставляют только токен «{token}» из «{value}».",
  "editor.hover.agent-yandex": "Роботы Яндекса читают и группу, в значении которой есть «Yandex».",
  "editor.hover.crawlers":
    "{count, plural, one {Эту группу читает # известный робот:} few {Эту группу читают # известных робота:} many {Эту группу читают # известных роботов:} other {Эту группу читают # известного робота:}}",
  "editor.hover.crawlers-none": "Ни один робот из таблицы не подпадает под эту строку.",
  "editor.hover.crawler-own": "{name} ({vendor}): собственный токен",
  "editor.hover.crawler-fallback": "{name} ({vendor}): переходит к «{token}», если нет группы для «{first}»",
  "editor.hover.crawler-global": "{name} ({vendor})",
  "editor.hover.more": "и ещё {count}",
  "editor.hover.ignoring-global": "Пропускают группы `*`: {names}",
  "editor.hover.rule-title": "{kind}: {value}",
  "editor.hover.rule": "Приоритет этого правила при совпадении:",

  // Приоритет правила по трактовкам
  "editor.priority.longest": "длина {length}: побеждает самый длинный подходящий шаблон, при равенстве — Allow",
  "editor.priority.first": "правило {index} из {count}: побеждает первое совпавшее правило в порядке файла",
  "editor.priority.not-read": "не читается как правило",
  "editor.priority.past-limit": "за пределом размера: не читается",
  "editor.priority.file-ignored": "весь файл игнорируется (больше предела размера)",
  "editor.priority.empty-match": "пусто: совпадает с наименьшим приоритетом",
  "editor.priority.empty-ignore": "пусто: игнорируется",
  "editor.priority.empty-allow-all": "пусто: разрешает всё",
  "editor.priority.empty-allow-root": "пусто: читается как `/` (разрешает всё)",
  "editor.priority.empty-disallow-all": "пусто: запрещает всё",

  // Пределы размера
  "editor.limit.truncate":
    "✂ {count, plural, one {{engines} прекращает} few {{engines} прекращают} many {{engines} прекращают} other {{engines} прекращают}} чтение здесь: читаются первые {bytes} байт ({kib} КиБ), остальное игнорируется",
  "editor.limit.ignore":
    "⚠ Здесь файл превышает {bytes} байт ({kib} КиБ): {count, plural, one {{engines} игнорирует} few {{engines} игнорируют} many {{engines} игнорируют} other {{engines} игнорируют}} весь файл",

  // Группы
  "editor.group": "Группа {index} в трактовке {engine}, строки {from}–{to}: {agents}",
  "editor.group.merged":
    "Группа {index} в трактовке {engine}, строки {from}–{to}: {agents}. Эти строки User-agent объединены в одну группу, хотя между ними есть другие строки",

  // Вердикт и покрытие
  "editor.verdict.allows": "✓ разрешает (строка {line})",
  "editor.verdict.blocks": "✗ запрещает (строка {line})",
  "editor.verdict.candidate": "Это правило тоже совпало, но не решило",
  "editor.coverage.count": "{count, plural, one {решило для # URL} few {решило для # URL} many {решило для # URL} other {решило для # URL}}",
  "editor.coverage.none": "не решило ни для одного URL",

  // Интерфейс самого CodeMirror (поиск, панель замечаний, сворачивание, подсказки); ключ — английская фраза
  "editor.cm.Find": "Найти",
  "editor.cm.Replace": "Заменить",
  "editor.cm.next": "следующее",
  "editor.cm.previous": "предыдущее",
  "editor.cm.all": "все",
  "editor.cm.match case": "учитывать регистр",
  "editor.cm.regexp": "рег. выражение",
  "editor.cm.by word": "слово целиком",
  "editor.cm.replace": "заменить",
  "editor.cm.replace all": "заменить все",
  "editor.cm.close": "закрыть",
  "editor.cm.current match": "текущее совпадение",
  "editor.cm.on line": "в строке",
  "editor.cm.replaced $ matches": "Заменено совпадений: $",
  "editor.cm.replaced match on line $": "Заменено совпадение в строке $",
  "editor.cm.Go to line": "Перейти к строке",
  "editor.cm.go": "перейти",
  "editor.cm.Diagnostics": "Замечания",
  "editor.cm.No diagnostics": "Замечаний нет",
  "editor.cm.Fold line": "Свернуть",
  "editor.cm.Unfold line": "Развернуть",
  "editor.cm.folded code": "свёрнутый текст",
  "editor.cm.unfold": "развернуть",
  "editor.cm.Folded lines": "Свёрнуты строки",
  "editor.cm.Unfolded lines": "Развёрнуты строки",
  "editor.cm.to": "–",
  "editor.cm.Completions": "Варианты",
  "editor.cm.Control character": "Управляющий символ",
  "editor.cm.Selection deleted": "Выделенное удалено",
};
