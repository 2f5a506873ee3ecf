"""The class record's tables (SQLAlchemy Core). The migrations in ``migrations/versions`` build
exactly this; ``tests/record/test_migrations.py`` checks they agree.

Times are seconds since the epoch (UTC) as floats, the same on SQLite and PostgreSQL. An
event's ``kind`` is plain text, not an enum, so that a later issue's kinds ("ask the class",
a game table's move) need no schema change; their own tables come as new migrations."""

from __future__ import annotations

from sqlalchemy import (
    JSON,
    Boolean,
    Column,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    UniqueConstraint,
)

#: Longest pupil name, lesson, step or task id kept (the page's bytes are untrusted).
NAME_LENGTH = 40
ID_LENGTH = 80

metadata = MetaData()

#: One class session: a name the teacher gives (one store may keep many).
classes = Table(
    "classes",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("name", String(ID_LENGTH), nullable=False, unique=True),
    Column("created", Float, nullable=False),
)

#: A pupil of a class: the name as typed, its key (spaces collapsed, case folded: "Anna" and
#: " anna" are one pupil), and the browser token the name is bound to.
pupils = Table(
    "pupils",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("class_id", Integer, ForeignKey("classes.id", ondelete="CASCADE"), nullable=False),
    Column("name", String(NAME_LENGTH), nullable=False),
    Column("name_key", String(NAME_LENGTH), nullable=False),
    Column("token", String(ID_LENGTH), nullable=False),
    Column("joined", Float, nullable=False),
    Column("last_seen", Float, nullable=False),
    UniqueConstraint("class_id", "name_key", name="uq_pupils_class_name"),
)

#: What a pupil did. ``seq`` is the pupil's own sequence number: a retried batch writes no row
#: twice. ``answer`` is data: ``{"cell": "d4"}``, ``{"option": 2}``, ``{"turn": ...}``.
events = Table(
    "events",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("pupil_id", Integer, ForeignKey("pupils.id", ondelete="CASCADE"), nullable=False),
    Column("seq", Integer, nullable=False),
    Column("kind", String(16), nullable=False),
    Column("lesson", String(ID_LENGTH), nullable=False),
    Column("step", String(ID_LENGTH), nullable=True),
    Column("task", String(ID_LENGTH), nullable=True),
    Column("answer", JSON, nullable=True),
    Column("right", Boolean, nullable=True),
    Column("first_try", Boolean, nullable=True),
    Column("at", Float, nullable=False),
    UniqueConstraint("pupil_id", "seq", name="uq_events_pupil_seq"),
    Index("ix_events_lesson_task", "lesson", "task"),
)
