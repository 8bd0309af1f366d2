"""PyScript entry script of Ming Table: start the web app."""

from mingtable.web import start

start()
