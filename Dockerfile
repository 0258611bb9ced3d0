# The API and the projection worker share this image; compose picks the command.
FROM node:20-bookworm-slim

WORKDIR /app
RUN chown node:node /app
USER node

COPY --chown=node:node package*.json ./
RUN npm ci

COPY --chown=node:node . .
# Both single-page sites, built once into the image (npm start then finds them fresh).
RUN npm run build

ENV NODE_ENV=production
EXPOSE 3000
CMD ["npm", "start"]
