"""The class record: classes, pupils by name, their events.

Revision ID: 0001
Revises:
Create Date: 2026-11-28
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create the three tables of schema.py as of this version."""
    op.create_table(
        "classes",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("name", sa.String(80), nullable=False, unique=True),
        sa.Column("created", sa.Float(), nullable=False),
    )
    op.create_table(
        "pupils",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "class_id",
            sa.Integer(),
            sa.ForeignKey("classes.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("name", sa.String(40), nullable=False),
        sa.Column("name_key", sa.String(40), nullable=False),
        sa.Column("token", sa.String(80), nullable=False),
        sa.Column("joined", sa.Float(), nullable=False),
        sa.Column("last_seen", sa.Float(), nullable=False),
        sa.UniqueConstraint("class_id", "name_key", name="uq_pupils_class_name"),
    )
    op.create_table(
        "events",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "pupil_id",
            sa.Integer(),
            sa.ForeignKey("pupils.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("lesson", sa.String(80), nullable=False),
        sa.Column("step", sa.String(80), nullable=True),
        sa.Column("task", sa.String(80), nullable=True),
        sa.Column("answer", sa.JSON(), nullable=True),
        sa.Column("right", sa.Boolean(), nullable=True),
        sa.Column("first_try", sa.Boolean(), nullable=True),
        sa.Column("at", sa.Float(), nullable=False),
        sa.UniqueConstraint("pupil_id", "seq", name="uq_events_pupil_seq"),
    )
    op.create_index("ix_events_lesson_task", "events", ["lesson", "task"])


def downgrade() -> None:
    """Drop them."""
    op.drop_table("events")
    op.drop_table("pupils")
    op.drop_table("classes")
