"""The sentences the classroom server itself shows a pupil, in English, German and French.

TO MOVE INTO THE CATALOGS: these are learner-facing words kept outside
``seven_steps_widget/words/`` only while that layer is being built; the lead moves them into
the gettext catalogs (keys as below) when merging. Nothing else in the classroom server holds
words a pupil reads.
"""

from __future__ import annotations

#: Languages the sentences exist in; the first is the fallback.
LANGUAGES = ("en", "de", "fr")

WORDS: dict[str, dict[str, str]] = {
    "classroom.full.title": {
        "en": "The class is full",
        "de": "Die Klasse ist voll",
        "fr": "La classe est complète",
    },
    "classroom.full.body": {
        "en": "The class is full — ask your teacher.",
        "de": "Die Klasse ist voll – frag deine Lehrerin oder deinen Lehrer.",
        "fr": "La classe est complète — demande à ton enseignant·e.",
    },
    "classroom.reconnecting": {
        "en": "Reconnecting…",
        "de": "Verbindung wird wiederhergestellt …",
        "fr": "Reconnexion…",
    },
    "classroom.reconnected": {
        "en": "Connected again.",
        "de": "Wieder verbunden.",
        "fr": "De nouveau connecté.",
    },
    "classroom.lost": {
        "en": "The lesson has stopped. Reload the page to start it again.",
        "de": "Die Lektion ist stehen geblieben. Lade die Seite neu, um sie neu zu beginnen.",
        "fr": "La leçon s’est arrêtée. Recharge la page pour la recommencer.",
    },
    "classroom.reload": {
        "en": "Reload",
        "de": "Neu laden",
        "fr": "Recharger",
    },
}


def language(accept_language: str | None) -> str:
    """The first of ``LANGUAGES`` a browser's ``Accept-Language`` asks for (else English).

    >>> language("de-CH,de;q=0.9,en;q=0.8")
    'de'
    >>> language("es, fr;q=0.5")
    'fr'
    >>> language(None)
    'en'
    """
    for item in (accept_language or "").split(","):
        code = item.split(";")[0].strip().lower()[:2]
        if code in LANGUAGES:
            return code
    return LANGUAGES[0]


def words(lang: str) -> dict[str, str]:
    """Every sentence in one language (key -> sentence)."""
    return {key: forms.get(lang, forms[LANGUAGES[0]]) for key, forms in WORDS.items()}
