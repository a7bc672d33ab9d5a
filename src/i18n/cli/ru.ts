/**
 * Русские тексты инструмента командной строки (`robots-workbench`). Имена и значения
 * параметров остаются как есть.
 */
export const cliMessages: Record<string, string> = {
  "cli.help": `robots-workbench {version}: проверки robots.txt для выкладок и пул-реквестов

Использование:
  robots-workbench lint FILE|-  [--engines google,bing,...] [--fail-on error|warning|never]
  robots-workbench test FILE --expect EXPECTATIONS.json [--engine ID]
  robots-workbench check FILE --urls LIST [--crawler NAME ...] [--engine ID] [--fail-on blocked|allowed|never]
  robots-workbench diff OLD NEW --urls LIST [--crawler NAME ...] [--engine ID] [--fail-on any|blocked|never]

LIST: по одному URL или пути в строке, CSV или XML-карта сайта, в том числе сжатые gzip; - читает стандартный ввод.
EXPECTATIONS.json: файл, который экспортирует панель массовой проверки (формат версии {formatVersion}).

Параметры:
  --format table|json|csv|github   вывод (по умолчанию table; github: аннотации и сводка задания)
  --lang en|ja|ru                  язык сообщений (по умолчанию из LANG)
  --origin URL                     сайт, которому принадлежит файл (по умолчанию https://example.com)
  --crawler NAME                   id краулера или токен продукта (можно несколько; по умолчанию googlebot)
  --engine ID                      читать всех краулеров этим движком: {engines}
  -h, --help                       эта справка;  -v, --version   версия

Коды выхода: 0 пройдено, 1 проверка не пройдена, 2 ошибка ввода или вызова.`,

  "cli.usage.noCommand": "Не задана команда. Команды: lint, test, check, diff.",
  "cli.usage.unknownCommand": "Неизвестная команда «{command}». Команды: lint, test, check, diff.",
  "cli.usage.badOption": "{detail}",
  "cli.usage.missingFiles": "Команде «{command}» нужно файлов robots.txt: {n} ({usage}).",
  "cli.usage.extraFiles": "Команда «{command}» принимает файлов: {n}; лишнее: {extra}.",
  "cli.usage.needsOption": "Команде «{command}» нужен {option}.",
  "cli.usage.badValue": "{option} {value}: допустимо только {allowed}.",
  "cli.usage.badOrigin": "--origin {value} — не http(s)-источник вида https://example.com.",
  "cli.usage.stdinTwice": "Стандартный ввод (-) можно прочитать только один раз за запуск.",
  "cli.usage.seeHelp": "См. robots-workbench --help.",

  "cli.file.missing": "{file}: нет такого файла.",
  "cli.file.directory": "{file} — каталог, а не файл.",
  "cli.file.unreadable": "Не удаётся прочитать {file}: {detail}",
  "cli.file.html": "{file} — HTML-страница, а не файл robots.txt (часто это страница ошибки, отданная вместо него).",
  "cli.file.notRobots": "{file} — не файл robots.txt: он читается как {format}.",

  "cli.expectations-not-json": "{file} — не JSON ({detail}): файл ожиданий — это JSON, который экспортирует панель массовой проверки.",
  "cli.expectations-bad-shape": "{file} — не файл ожиданий: нужен список «expectations» из {url, crawler, expect}.",
  "cli.expectations-unsupported-version": "{file} — файл ожиданий формата версии {version}; эта версия robots-workbench читает версию {supported}.",
  "cli.expectations-too-many": "В {file} ожиданий: {count}, больше допустимых {limit}.",
  "cli.expectations-bad-item": "{file}: у ожидания № {n} неверное поле «{field}» (нужны URL, id краулера и «allowed» или «blocked»).",
  "cli.expectations.empty": "В {file} нет ожиданий: проверять нечего.",

  "cli.list.html": "{file} — HTML-страница, а не список URL.",
  "cli.list.gzip": "{file} похож на сжатый gzip, но не распаковывается: {detail}",
  "cli.list.index":
    "{file} — индекс карт сайта ({n, plural, one {# карта} few {# карты} many {# карт} other {# карты}}, первая {first}): передайте в --urls одну из его карт.",
  "cli.list.invalidLine": "{file}, строка {line}: «{text}» — не URL и не путь, начинающийся с /.",
  "cli.list.noUrl": "{file}, строка {line}: в строке нет ячейки с URL или путём.",
  "cli.list.moreInvalid":
    "… и ещё {n, plural, one {# неверная строка} few {# неверные строки} many {# неверных строк} other {# неверной строки}}.",
  "cli.list.empty": "В {file} нет URL.",

  "cli.crawler.custom": "Примечание: «{name}» нет в таблице краулеров; он читается как токен продукта движком {engine} (допущение).",
  "cli.crawler.invalid": "«{name}» — не известный краулер и не допустимый токен продукта (буквы, цифры, «-» и «_»).",

  "cli.verdict.allowed": "разрешён",
  "cli.verdict.blocked": "запрещён",
  "cli.verdict.invalid": "неверный URL",
  "cli.severity.error": "ошибка",
  "cli.severity.warning": "предупреждение",
  "cli.severity.info": "заметка",
  "cli.rule.line": "строка {line}: {text}",
  "cli.rule.none": "ни одно правило не решает (разрешено по умолчанию)",
  "cli.col.url": "URL",
  "cli.col.crawler": "Краулер",
  "cli.col.expected": "Ожидалось",
  "cli.col.actual": "Получено",
  "cli.col.rule": "Решающая строка",
  "cli.col.before": "До",
  "cli.col.after": "После",
  "cli.col.line": "Строка",
  "cli.col.severity": "Важность",
  "cli.col.code": "Код",
  "cli.col.message": "Сообщение",

  "cli.lint.counts": "ошибок: {errors}, предупреждений: {warnings}, заметок: {infos}",
  "cli.lint.clean": "{file}: замечаний для {engines} нет.",
  "cli.lint.title": "Проверка robots.txt: {file}",
  "cli.test.fail": "{url} должен быть {expected} для {crawler}, но {actual}",
  "cli.test.summary": "Ожиданий пройдено: {passed}, не пройдено: {failed} (всего {total} в {file}).",
  "cli.test.title": "Ожидания robots.txt: {file}",
  "cli.check.summary": "{crawler}: разрешено {allowed}, запрещено {blocked}, неверных {invalid} из {n} URL.",
  "cli.check.title": "Проверка URL по robots.txt: {file}",
  "cli.check.violation": "{url} {verdict} для {crawler}",
  "cli.diff.flip": "{url}: {before} → {after} для {crawler}",
  "cli.diff.summary":
    "{flips, plural, =0 {Вердикты не меняются} one {Меняется # вердикт} few {Меняются # вердикта} many {Меняются # вердиктов} other {Меняются # вердикта}} ({urls} URL × краулеров: {crawlers}).",
  "cli.diff.title": "Изменение robots.txt: {old} → {new}",
  "cli.more": "… и ещё {n} (полностью: --format json или csv).",
  "cli.internal": "Непредвиденная ошибка: {detail}",
};
