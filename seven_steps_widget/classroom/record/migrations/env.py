"""Alembic's environment for the class record: always run by ``migrate.upgrade`` on the
connection it hands over (no ini file, no URL of its own)."""

from alembic import context

from seven_steps_widget.classroom.record.schema import metadata

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=metadata, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
